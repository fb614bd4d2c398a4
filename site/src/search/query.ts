// A query against one language's index: each word is looked up in its shard (exactly; the last
// word also as the start of longer words while it is being typed; a word of five letters or more
// that the index lacks, with one letter wrong, missing, extra or two swapped), and the pages are
// ranked by BM25: the build's score of each page for a stem (title, headings and text weighted)
// times the stem's rarity, summed over the query's words, pages holding every word first.

import type { IndexFiles, Meta, Shard } from './files';
import { rangeOf, shardFile, shardKey, words } from './words';

/** Words shorter than this are not completed while typed (too many words start with "co"). */
const SHORTEST_COMPLETED = 3;
const SHORTEST_CORRECTED = 5;
const MOST_COMPLETIONS = 24;
/** Words of a query beyond this are left out: a pasted paragraph must not fetch a shard a word. */
const MOST_WORDS = 10;
/** How much a completed or corrected word counts against the word as typed. */
const COMPLETED_WEIGHT = 0.8;
const CORRECTED_WEIGHT = 0.7;
/** A word of the page's title counts this much more than the title's weight in the score says:
 * BM25 saturates, and a word in the title says what the page is about. */
const TITLE_BOOST = 2;
/** The section code that stands for the title (the opening text has no heading). */
const IN_TITLE = 1;

export interface Filters {
  kinds?: readonly string[];
  years?: readonly number[];
}

export interface Hit {
  page: number;
  score: number;
  /** The sections holding the query's words, best first (heading matches count most). */
  sections: number[];
}

export interface Outcome {
  hits: Hit[];
  /** The folded words to mark in excerpts. */
  marks: Set<string>;
  /** The stems found: a word starting with one is marked too. */
  stems: string[];
}

interface Postings {
  df: number;
  /** page -> [score, section codes] */
  pages: Map<number, [number, number[]]>;
}

interface Match {
  stem: string;
  weight: number;
}

const decoded = new WeakMap<Shard, Map<number, Postings>>();

export async function search(files: IndexFiles, text: string, filters: Filters = {}): Promise<Outcome> {
  const query = [...new Set(words(text))].slice(0, MOST_WORDS);
  const outcome: Outcome = { hits: [], marks: new Set(), stems: [] };
  if (query.length === 0) return outcome;
  const meta = await files.loadMeta();
  const split = new Set(meta.split);
  // The last word is being typed until a space or a mark follows it.
  const typing = /[\p{Alphabetic}\p{N}]$/u.test(text);
  const [shards, allowed] = await Promise.all([
    Promise.all(query.map((word) => files.shard(shardFile(rangeOf(shardKey(word, split), meta.ranges))))),
    allowedPages(files, filters),
  ]);
  const perWord = query.map((word, index) => {
    const shard = shards[index] as Shard;
    const completing = typing && index === query.length - 1;
    const matches = matchWord(word, shard, completing, outcome.marks);
    return scoreWord(matches, shard, meta, allowed);
  });
  for (const stem of new Set(perWord.flatMap((word) => word.stems))) outcome.stems.push(stem);
  outcome.hits = rank(perWord.map((word) => word.pages));
  return outcome;
}

/** The shard's stems the word stands for, with how much each counts; their words are marked. */
function matchWord(word: string, shard: Shard, completing: boolean, marks: Set<string>): Map<number, Match> {
  const matches = new Map<number, Match>();
  const add = (stemNumber: number, weight: number) => {
    const stem = shard.s[stemNumber]?.[0] as string | undefined;
    if (stem === undefined) return;
    const known = matches.get(stemNumber);
    if (!known || known.weight < weight) matches.set(stemNumber, { stem, weight });
  };
  for (const [candidate, stem] of shard.w) if (candidate === word) add(stem, 1);
  const length = [...word].length;
  if (completing && length >= SHORTEST_COMPLETED) {
    const longer = shard.w.filter(([candidate]) => candidate !== word && candidate.startsWith(word));
    const common = (entry: [string, number]) => Number(shard.s[entry[1]]?.[1] ?? 0);
    longer.sort((a, b) => common(b) - common(a));
    for (const [, stem] of longer.slice(0, MOST_COMPLETIONS)) add(stem, COMPLETED_WEIGHT);
  }
  if (matches.size === 0 && length >= SHORTEST_CORRECTED) {
    for (const [candidate, stem] of shard.w) if (oneEditApart(word, candidate)) add(stem, CORRECTED_WEIGHT);
  }
  const numbers = new Set(matches.keys());
  for (const [candidate, stem] of shard.w) if (numbers.has(stem)) marks.add(candidate);
  return matches;
}

interface WordScores {
  stems: string[];
  /** page -> [score, points per section] */
  pages: Map<number, [number, Map<number, number>]>;
}

/** One word's score on each page: its best stem's BM25 score there, and the sections it is in. */
function scoreWord(matches: Map<number, Match>, shard: Shard, meta: Meta, allowed: Set<number> | null): WordScores {
  const scores: WordScores = { stems: [], pages: new Map() };
  for (const [number, { stem, weight }] of matches) {
    scores.stems.push(stem);
    const { df, pages } = postings(shard, number);
    const rarity = Math.log(1 + (meta.pages - df + 0.5) / (df + 0.5));
    for (const [page, [score, codes]] of pages) {
      if (allowed && !allowed.has(page)) continue;
      const value = ((codes.includes(IN_TITLE) ? TITLE_BOOST : 1) * weight * rarity * score) / 255;
      const known = scores.pages.get(page);
      const sections = known?.[1] ?? new Map<number, number>();
      // A word in a section's heading says more about the section than one in its text.
      for (const code of codes) {
        if (code === IN_TITLE) continue;
        const section = code >> 1;
        const points = code & 1 ? 3 : 1;
        sections.set(section, Math.max(sections.get(section) ?? 0, points));
      }
      scores.pages.set(page, [Math.max(known?.[0] ?? 0, value), sections]);
    }
  }
  return scores;
}

/** Pages by score, those holding more of the query's words first. */
function rank(perWord: WordScores['pages'][]): Hit[] {
  const total = new Map<number, { score: number; words: number; sections: Map<number, number> }>();
  for (const pages of perWord) {
    for (const [page, [score, sections]] of pages) {
      const hit = total.get(page) ?? { score: 0, words: 0, sections: new Map<number, number>() };
      hit.score += score;
      hit.words += 1;
      for (const [section, points] of sections) hit.sections.set(section, (hit.sections.get(section) ?? 0) + points);
      total.set(page, hit);
    }
  }
  const hits: Hit[] = [];
  for (const [page, hit] of total) {
    const coverage = hit.words / perWord.length;
    const sections = [...hit.sections].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([section]) => section);
    hits.push({ page, score: hit.score * coverage * coverage, sections });
  }
  return hits.sort((a, b) => b.score - a.score || a.page - b.page);
}

function postings(shard: Shard, number: number): Postings {
  let stems = decoded.get(shard);
  if (!stems) {
    stems = new Map();
    decoded.set(shard, stems);
  }
  let found = stems.get(number);
  if (found) return found;
  const row = shard.s[number] ?? [];
  found = { df: Number(row[1] ?? 0), pages: new Map() };
  let page = 0;
  for (let at = 2; at < row.length; ) {
    page += Number(row[at]);
    const score = Number(row[at + 1]);
    const count = Number(row[at + 2]);
    const codes = row.slice(at + 3, at + 3 + count).map(Number);
    found.pages.set(page, [score, codes]);
    at += 3 + count;
  }
  stems.set(number, found);
  return found;
}

/** The pages the chosen filters allow (any chosen kind, and any chosen year), or null for all. */
async function allowedPages(files: IndexFiles, filters: Filters): Promise<Set<number> | null> {
  const groups: string[][] = [
    (filters.kinds ?? []).map((kind) => `k${shardFile(kind)}`),
    (filters.years ?? []).map((year) => `y${year}`),
  ].filter((group) => group.length > 0);
  if (groups.length === 0) return null;
  const lists = await Promise.all(groups.map((group) => Promise.all(group.map((name) => files.filter(name)))));
  const unions = lists.map((group) => new Set(group.flat()));
  const [first, ...others] = unions;
  return new Set([...(first ?? [])].filter((page) => others.every((union) => union.has(page))));
}

/** Whether two words differ by one letter changed, added, removed, or two neighbours swapped. */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b) return false;
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > 1) return false;
  let start = 0;
  while (start < x.length && start < y.length && x[start] === y[start]) start += 1;
  let endX = x.length;
  let endY = y.length;
  while (endX > start && endY > start && x[endX - 1] === y[endY - 1]) {
    endX -= 1;
    endY -= 1;
  }
  const restX = endX - start;
  const restY = endY - start;
  if (restX <= 1 && restY <= 1) return true;
  // Two neighbours swapped: "memebr" / "member".
  return restX === 2 && restY === 2 && x[start] === y[start + 1] && x[start + 1] === y[start];
}
