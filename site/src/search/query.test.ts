import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { excerpt, marker } from './excerpt';
import { IndexFiles } from './files';
import { oneEditApart, search } from './query';
import { describe as describeHit, pageUrl } from './results';
import { shardFile } from './words';

// A small index as ssg writes it (ssg/src/search/files.rs): page 0 has "student" in its title
// (code 1) and text of section 1 (code 2); page 1 has "fee" in the heading of its section 2
// (code 5). Postings: [stem, pages holding it, Δpage, score, sections, codes...].
const FILES: Record<string, unknown> = {
  'meta.json': {
    v: 'v1',
    pages: 3,
    split: [],
    ranges: ['fe', 'st'],
    kinds: [
      ['membership', 'Membership', 2],
      ['news', 'News', 1],
    ],
    years: [],
  },
  [`t/${shardFile('st')}.json`]: {
    w: [
      ['student', 0],
      ['students', 0],
      ['study', 1],
    ],
    s: [
      ['student', 2, 0, 200, 2, 1, 2, 1, 100, 1, 4],
      ['studi', 1, 2, 90, 1, 0],
    ],
  },
  [`t/${shardFile('fe')}.json`]: {
    w: [
      ['fee', 0],
      ['fees', 0],
    ],
    s: [['fee', 2, 0, 80, 1, 2, 1, 150, 1, 5]],
  },
  'p/0.json': {
    u: '/student-membership',
    t: 'Student Membership',
    k: 'membership',
    d: null,
    s: [
      ['', '', 'For students.'],
      ['fees', 'Fees', 'Students pay no renewal fees after the first year of study.'],
    ],
  },
  'p/1.json': {
    u: '/members',
    t: 'Membership',
    k: 'membership',
    d: null,
    s: [
      ['', '', 'Join.'],
      ['a', 'A', 'Text.'],
      ['fees', 'Fees', 'The fee for students.'],
    ],
  },
  'p/2.json': { u: '/news/study', t: 'A study', k: 'news', d: '2026-03-01', s: [['', '', 'We study things.']] },
  [`f/k${shardFile('news')}.json`]: [2],
  [`f/k${shardFile('membership')}.json`]: [0, 1],
};

const requested: string[] = [];

beforeEach(() => {
  requested.length = 0;
  vi.stubGlobal('fetch', async (url: string) => {
    const path = url.replace(/^\/sub\/search\/en\//, '').replace(/\?v=.*$/, '');
    requested.push(path);
    const body = FILES[path];
    return body === undefined ? new Response('', { status: 404 }) : new Response(JSON.stringify(body));
  });
});
afterEach(() => vi.unstubAllGlobals());

const files = () => new IndexFiles('/sub/search/en/');
const pages = async (query: string, filters = {}) =>
  (await search(files(), query, filters)).hits.map((hit) => hit.page);

describe('a query', () => {
  it('ranks the page with the word in its title first, and pages with every word above the rest', async () => {
    expect(await pages('student ')).toEqual([0, 1]);
    expect(await pages('fee ')).toEqual([1, 0]);
    expect(await pages('students fees ')).toEqual([0, 1]);
  });

  it('fetches the meta, one shard a word, and nothing else', async () => {
    await pages('student fee ');
    expect(requested.sort()).toEqual(['meta.json', `t/${shardFile('fe')}.json`, `t/${shardFile('st')}.json`]);
  });

  it('completes the word being typed, but not a finished one', async () => {
    expect((await pages('stu')).sort()).toEqual([0, 1, 2]);
    expect(await pages('stu ')).toEqual([]);
  });

  it('forgives one typo in a word of five letters or more, not in a shorter one', async () => {
    expect(await pages('studnets ')).toEqual([0, 1]);
    expect(await pages('stduy ')).toEqual([2]);
    expect(await pages('fes ')).toEqual([]);
  });

  it('keeps the pages of the chosen kinds', async () => {
    expect(await pages('stu', { kinds: ['news'] })).toEqual([2]);
  });

  it('points at the section whose heading holds the word', async () => {
    const outcome = await search(files(), 'fee ');
    const [best] = outcome.hits;
    expect(best?.sections[0]).toBe(2);
    if (!best) return;
    const result = await describeHit(files(), best, outcome, '/sub/');
    expect(result).toMatchObject({ url: '/sub/members/#fees', title: 'Membership', section: { heading: 'Fees' } });
    expect(result.excerpt).toEqual([
      { text: 'The ', marked: false },
      { text: 'fee', marked: true },
      { text: ' for students.', marked: false },
    ]);
  });

  it('reads ten words of a query at most, so a pasted text fetches ten shards at most', async () => {
    const pasted = Array.from({ length: 10 }, (_, n) => `word${n}`).join(' ');
    expect(await pages(`${pasted} student `)).toEqual([]);
    expect(await pages(`student ${pasted} `)).toEqual([0, 1]);
  });

  it('finds nothing in a query of no words', async () => {
    expect(await pages(' — ! ')).toEqual([]);
    expect(requested).toEqual([]);
  });
});

describe('an excerpt', () => {
  const isMarked = marker(new Set(['fees']), ['renew']);
  it('marks the words found and the words of their stems', () => {
    const parts = excerpt('No renewal fees.', isMarked);
    expect(parts.filter((part) => part.marked).map((part) => part.text)).toEqual(['renewal', 'fees']);
  });

  it('starts a few words before the densest stretch and ends at a word', () => {
    const text = `${'word '.repeat(60)}The annual fees are due. ${'more '.repeat(60)}`;
    const parts = excerpt(text, isMarked);
    const shown = parts.map((part) => part.text).join('');
    expect(shown.startsWith('… word word The annual fees')).toBe(true);
    expect(shown.endsWith(' …')).toBe(true);
    expect(shown.length).toBeLessThan(200);
  });
});

describe('words one edit apart', () => {
  it.each([
    ['member', 'memebr', true],
    ['member', 'membr', true],
    ['member', 'members', true],
    ['member', 'mamber', true],
    ['member', 'member', false],
    ['member', 'mmbrs', false],
    ['member', 'ebmmer', false],
  ])('%s and %s: %s', (a, b, apart) => expect(oneEditApart(a, b)).toBe(apart));
});

describe('a result address', () => {
  it.each([
    ['/', '/', '', '/'],
    ['/sub/', '/fr/mission', '', '/sub/fr/mission/'],
    ['/sub/', '/members', 'fees', '/sub/members/#fees'],
  ])('under %s, %s#%s is %s', (base, link, anchor, url) => expect(pageUrl(base, link, anchor)).toBe(url));
});
