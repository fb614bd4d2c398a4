// The site's own search against Pagefind, side by side, on the real site and on a generated site
// of N pages (default 10,000) whose prose is drawn from the real pages (search-bench-corpus.mjs).
//
//   node scripts/search-bench.mjs [--pages 10000] [--ssg ../target/release/ssg] [--runs 20]
//                                 [--queries e2e/search-queries.json] [--keep]
//
// Each site is built by ssg (`--timings` gives the search index stage), then copied and indexed
// by Pagefind (its binary, timed). Both are served by a small HTTP/1.1 server on 127.0.0.1 that
// gzips text as a host does, and measured in headless Chromium:
// - first-query bytes: every response, headers included, from the query's start to its results
//   on screen, on a reading page in a fresh context (code = JS, CSS and wasm);
// - cold: that first query's time, over --runs fresh contexts; warm: every later query in one
//   page, --runs rounds of all the queries;
// - quality (real site): a query scores when an expected page is among the first 3 results;
// - index on disk: gzip -9 of search/ (ours), of pagefind/ without its UI files (Pagefind's own
//   files are gzipped already and counted as they are); build time added.
// Ours is timed from setting the input's value to the form's `search:rendered` event for that
// query, so any debounce of the UI is included, as a visitor waits for it; Pagefind from
// `import()` (cold only) to the data of its first 6 results, as ours shows 6.
// --keep leaves the temporary folder with both builds.
//
// This file is the command line, the runs over both sites and engines, and the tables; building,
// sizes and serving are in search-bench-sites.mjs, what runs in Chromium in search-bench-browser.mjs.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { launch } from '../e2e/browser.mjs';
import { measure, ourSearch, pagefindSearch } from './search-bench-browser.mjs';
import { writeCorpus } from './search-bench-corpus.mjs';
import { build, indexesOnDisk, pagefind, pagefindBinary } from './search-bench-sites.mjs';

const KB = 1024;
const repo = resolve(import.meta.dirname, '../..');
const { values: options } = parseArgs({
  options: {
    pages: { type: 'string', default: '10000' },
    ssg: { type: 'string', default: '../target/release/ssg' },
    runs: { type: 'string', default: '20' },
    queries: { type: 'string', default: join(import.meta.dirname, '../e2e/search-queries.json') },
    keep: { type: 'boolean', default: false },
  },
});
const pages = Number(options.pages);
const runs = Number(options.runs);
const ssg = resolve(options.ssg);
if (!existsSync(ssg)) throw new Error(`no ssg at ${ssg}: build it, or name another with --ssg`);

const queries = JSON.parse(readFileSync(options.queries, 'utf8')).map((entry) => ({
  query: entry.query ?? entry.q,
  lang: entry.lang ?? entry.language ?? 'en',
  expected: [entry.expected ?? []].flat(),
}));

// Reading pages the first query is typed on: a page without an island, in the query's language.
const READING = { real: '/about-college/', generated: '/page-1/' };

// Each engine: its search, run in the page, and the build that serves it.
const ENGINES = [
  { name: 'ours', search: ourSearch, site: (site) => site.out },
  { name: 'Pagefind', search: pagefindSearch, site: (site) => site.pagefindOut },
];

// ---------------------------------------------------------------------------------------------
// Reporting

function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const msText = (value) => (Number.isNaN(value) ? '-' : `${value.toFixed(1)} ms`);
const pct = (part, whole) => `${((100 * part) / whole).toFixed(1)}%`;

function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  for (const row of rows)
    console.log(`  ${row.map((cell, i) => String(cell).padEnd(widths[i])).join('   ')}`.trimEnd());
}

function summary(result) {
  const medianOf = (kind) =>
    percentile(
      result.cold.map((run) => run.bytes[kind]),
      50,
    );
  const ranks = [...result.ranks.values()];
  const warm = result.warm.map((run) => run.ms);
  return {
    bytes: medianOf('total'),
    bytesMax: Math.max(...result.cold.map((run) => run.bytes.total)),
    split: `${kb(medianOf('code'))} / ${kb(medianOf('index'))} / ${kb(medianOf('excerpts'))}`,
    cold: [
      percentile(
        result.cold.map((run) => run.ms),
        50,
      ),
      percentile(
        result.cold.map((run) => run.ms),
        95,
      ),
    ],
    warm: [percentile(warm, 50), percentile(warm, 95)],
    // A query's first run in the page fetches its shards and excerpts; a repeated one need not.
    warmSplit: [true, false].map((first) =>
      percentile(
        result.warm.filter((run) => run.first === first).map((run) => run.ms),
        95,
      ),
    ),
    score: ranks.filter((rank) => rank !== null && rank <= 3).length,
    scored: ranks.length,
  };
}

function report(site, results) {
  const [ours, pf] = ENGINES.map((engine) => results.get(engine.name) && summary(results.get(engine.name)));
  const withoutOurs = site.build.total - site.build.search;
  const cell = (s, f) => (s ? f(s) : 'not measured');
  console.log(`\n${site.title}: ${site.build.pages} pages built (Pagefind indexed ${site.pagefind.pages})`);
  const rows = [
    ['', 'ours', 'Pagefind'],
    [
      'build time added',
      `${msText(site.build.search)} = ${pct(site.build.search, site.build.total)} of the build`,
      `${msText(site.pagefind.time)} = ${pct(site.pagefind.time, withoutOurs)} of ssg without our index`,
    ],
    [
      'index on disk (gzip)',
      `${kb(site.disk.ours.total)}`,
      `${kb(site.disk.pagefind.total)} (${kb(site.disk.pagefind.code)} of it JS and wasm)`,
    ],
    [
      '  per page built',
      `${kb(site.disk.ours.total / site.build.pages)}`,
      `${kb(site.disk.pagefind.total / site.build.pages)}`,
    ],
    [
      `first-query bytes (median of ${runs}, max)`,
      cell(ours, (s) => `${kb(s.bytes)} (max ${kb(s.bytesMax)})`),
      cell(pf, (s) => `${kb(s.bytes)} (max ${kb(s.bytesMax)})`),
    ],
    ['  code / index / excerpts (medians)', cell(ours, (s) => s.split), cell(pf, (s) => s.split)],
    [
      'cold query p50 / p95',
      cell(ours, (s) => `${msText(s.cold[0])} / ${msText(s.cold[1])}`),
      cell(pf, (s) => `${msText(s.cold[0])} / ${msText(s.cold[1])}`),
    ],
    [
      'warm query p50 / p95',
      cell(ours, (s) => `${msText(s.warm[0])} / ${msText(s.warm[1])}`),
      cell(pf, (s) => `${msText(s.warm[0])} / ${msText(s.warm[1])}`),
    ],
    [
      '  p95: first run in the page / repeated',
      cell(ours, (s) => `${msText(s.warmSplit[0])} / ${msText(s.warmSplit[1])}`),
      cell(pf, (s) => `${msText(s.warmSplit[0])} / ${msText(s.warmSplit[1])}`),
    ],
  ];
  if (site.quality) {
    rows.push([
      'quality: expected page in top 3',
      cell(ours, (s) => `${s.score}/${s.scored}`),
      cell(pf, (s) => `${s.score}/${s.scored}`),
    ]);
  }
  table(rows);
  if (site.quality) {
    console.log('\n  rank of the first expected page (- when not among the results shown):');
    const rank = (engine, item) => results.get(engine)?.ranks.get(item) ?? '-';
    table([
      ['query', 'lang', 'ours', 'Pagefind', 'expected'],
      ...site.items.map((item) => [
        item.query,
        item.lang,
        rank('ours', item),
        rank('Pagefind', item),
        item.expected.join(' '),
      ]),
    ]);
  }
  return { ours, pf };
}

// ---------------------------------------------------------------------------------------------

const temp = mkdtempSync(join(tmpdir(), 'search-bench-'));
const failures = [];
try {
  console.log(
    `ssg: ${ssg}${ssg.includes(`${sep}debug${sep}`) ? ' (a debug build: its build times are not release ones)' : ''}`,
  );
  console.log(`runs: ${runs}; queries: ${queries.length} (${options.queries}); temporary folder: ${temp}`);

  console.log('building the real site...');
  const real = { name: 'real', title: 'Real site', reading: READING.real, quality: true, items: queries };
  real.out = join(temp, 'real');
  real.build = build(ssg, repo, real.out);
  real.pagefindOut = join(temp, 'real-pf');
  real.pagefind = pagefind(real.out, real.pagefindOut);

  console.log(`writing and building the generated site of ${pages} pages...`);
  const generated = {
    name: 'generated',
    title: `Generated site (${pages} generated pages, English queries)`,
    reading: READING.generated,
    quality: false,
    items: queries.filter((item) => item.lang === 'en'),
  };
  writeCorpus(repo, join(temp, 'corpus'), pages);
  generated.out = join(temp, 'generated');
  generated.build = build(ssg, join(temp, 'corpus'), generated.out);
  generated.pagefindOut = join(temp, 'generated-pf');
  generated.pagefind = pagefind(generated.out, generated.pagefindOut);

  const browser = await launch();
  console.log(
    `Chromium ${browser.version()}, Pagefind ${execFileSync(pagefindBinary(), ['--version']).toString().trim()}`,
  );
  const summaries = {};
  try {
    for (const site of [real, generated]) {
      site.disk = indexesOnDisk(site);
      // Our UI is in the build once its index and the header's search form are.
      const readingHtml = join(site.out, site.reading, 'index.html');
      const oursBuilt =
        existsSync(join(site.out, 'search/en/meta.json')) &&
        readFileSync(readingHtml, 'utf8').includes('data-site-search');
      const results = new Map();
      for (const engine of ENGINES) {
        if (engine.name === 'ours' && !oursBuilt) continue;
        console.log(`measuring ${engine.name} on the ${site.name} site...`);
        results.set(engine.name, await measure(browser, site, engine, site.items, runs, failures));
      }
      summaries[site.name] = report(site, results);
    }
  } finally {
    await browser.close();
  }

  const ours = summaries.generated.ours;
  const aims = ours
    ? [
        ['first-query bytes (median)', ours.bytes, 40 * KB, kb],
        ['warm p95', ours.warm[1], 30, msText],
        ['cold p95', ours.cold[1], 150, msText],
        ['index a page', generated.disk.ours.total / generated.build.pages, 1.5 * KB, kb],
        ['build time added', generated.build.search / generated.build.total, 0.1, (v) => `${(100 * v).toFixed(1)}%`],
      ]
    : [];
  console.log(
    `\naims (ours, on the generated site of ${pages} pages${pages === 10000 ? '' : '; the aims are for 10,000'}): ${
      ours
        ? aims
            .map(
              ([name, value, limit, format]) =>
                `${name} ${format(value)} ${value <= limit ? '≤' : '>'} ${format(limit)} ${value <= limit ? 'ok' : 'MISSED'}`,
            )
            .join('; ')
        : 'our search UI is not in the build'
    }`,
  );
  if (failures.length > 0) console.log(`\n${failures.length} queries failed:\n  ${failures.join('\n  ')}`);
} finally {
  if (options.keep) console.log(`kept ${temp}`);
  else rmSync(temp, { recursive: true, force: true });
}
