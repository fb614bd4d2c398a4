// The generated site of the search benchmark: a copy of the real site's sources with N more
// English pages whose prose is drawn, sentence by sentence, from the real English pages, so the
// vocabulary and the word frequencies are those of the site while every page differs.
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// What `ssg build --skip-islands` reads besides the generated pages.
const COPIED = ['content', 'themes', 'locales', 'site/dist', 'site/dist-ssr', 'site/package.json'];

// Too common to make a title distinctive.
const STOPWORDS = new Set(
  'about after also among their there these those which while where would could should other every under being within with from that this have will your into than them they what when more most such each only been were does must over some'.split(
    ' ',
  ),
);

// A small seeded generator (mulberry32), so a run with the same seed writes the same pages.
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function markdownFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'data' || entry.name === 'static' ? [] : markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

// Links become their text, pictures go, and emphasis marks go (a sentence may cut a bold run).
function plain(text) {
  return text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\*\*|__/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

// The sentences, headings and words of the real site's English pages (no language suffix).
export function englishText(root) {
  const sentences = [];
  const headings = new Set();
  for (const file of markdownFiles(join(root, 'content'))) {
    if (/\.[a-z]{2}\.md$/.test(file)) continue;
    const body = readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
    for (const block of body.split(/\n\s*\n/)) {
      const text = block.trim();
      if (/^<[A-Z][\s\S]*\/>$/.test(text) || text.startsWith('|') || text.startsWith('```')) continue;
      const heading = text.match(/^#{2,3} (.+?)(?: \{#[^}]+\})?$/);
      if (heading) {
        headings.add(plain(heading[1]));
        continue;
      }
      // List items and quotes are sentences too; an inline component (an e-mail link, a date
      // that follows the build) spoils its sentence, which is dropped.
      for (const line of text.split(/\n(?=[-*>] |\d+\. )/)) {
        const prose = plain(line.replace(/^(?:[-*>] |\d+\. )/, '').replace(/<[A-Z][^>]*\/>/g, '<>'));
        for (const sentence of prose.split(/(?<=[.!?])\s+(?=[A-Z“"(])/)) {
          if (sentence.length >= 20 && /[.!?]$/.test(sentence) && !/[<>[\]|#`]/.test(sentence)) {
            sentences.push(sentence);
          }
        }
      }
    }
  }
  const words = [
    ...new Set(
      sentences
        .flatMap((sentence) => sentence.toLowerCase().match(/\b[a-z]{5,}\b/g) ?? [])
        .filter((word) => !STOPWORDS.has(word)),
    ),
  ].sort();
  return { sentences, headings: [...headings], words };
}

const capital = (word) => word[0].toUpperCase() + word.slice(1);

function page(text, next) {
  const pick = (list) => list[Math.floor(next() * list.length)];
  const between = (low, high) => low + Math.floor(next() * (high - low + 1));
  const title = `${Array.from({ length: between(2, 3) }, () => capital(pick(text.words))).join(' ')} ${between(1, 9999)}`;
  const short = text.sentences.filter((s) => s.length <= 150 && !s.includes('{{'));
  const lines = ['---', `title: ${JSON.stringify(title)}`, `description: ${JSON.stringify(pick(short))}`, '---', ''];
  // Headings on one page differ, as their ids must.
  const headings = new Set();
  const sections = between(3, 6);
  while (headings.size < sections) headings.add(pick(text.headings));
  for (const heading of headings) {
    lines.push(`## ${heading}`, '');
    for (let p = between(1, 3); p > 0; p--) {
      lines.push(Array.from({ length: between(2, 5) }, () => pick(text.sentences)).join(' '), '');
    }
  }
  return lines.join('\n');
}

// Copies the sources of the site at `root` to `out` and writes `pages` pages into
// content/generated/page-<i>.md; returns the address of the first, a reading page to search from.
export function writeCorpus(root, out, pages, seed = 26) {
  for (const path of COPIED) cpSync(join(root, path), join(out, path), { recursive: true });
  const text = englishText(root);
  const next = random(seed);
  const dir = join(out, 'content', 'generated');
  mkdirSync(dir, { recursive: true });
  for (let i = 1; i <= pages; i++) writeFileSync(join(dir, `page-${i}.md`), page(text, next));
  return { firstPage: '/page-1/', sentences: text.sentences.length, words: text.words.length };
}
