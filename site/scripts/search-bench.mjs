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
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { launch } from '../e2e/browser.mjs';
import { writeCorpus } from './search-bench-corpus.mjs';

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

// ---------------------------------------------------------------------------------------------
// Building

function ms(value, unit) {
  return Number(value) * (unit === 's' ? 1000 : 1);
}

function build(root, out) {
  const run = spawnSync(ssg, ['build', '--root', root, '--skip-islands', '--timings', '--out', out], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${run.stdout}${run.stderr}`;
  const built = output.match(/built (\d+) pages.* in ([\d.]+) ?(ms|s)\b/);
  const stage = output.match(/search index: ([\d.]+) ?(ms|s)\b/);
  if (run.status !== 0 || !built || !stage) throw new Error(`ssg build failed:\n${output.slice(-4000)}`);
  return { pages: Number(built[1]), total: ms(built[2], built[3]), search: ms(stage[1], stage[2]) };
}

// The native binary the npm wrapper runs, so node's start is not counted in Pagefind's time.
function pagefindBinary() {
  const require = createRequire(import.meta.url);
  const platform = `${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
  for (const name of ['pagefind_extended', 'pagefind']) {
    try {
      return require.resolve(`@pagefind/${platform}/bin/${name}`);
    } catch {}
  }
  return join(import.meta.dirname, '../node_modules/.bin/pagefind');
}

function pagefind(site, copy) {
  // Hard links: Pagefind only adds its own folder, and a 10,000-page site is some 400 MB.
  try {
    execFileSync('cp', ['-al', site, copy]);
  } catch {
    cpSync(site, copy, { recursive: true });
  }
  const start = performance.now();
  const run = spawnSync(pagefindBinary(), ['--site', copy], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const time = performance.now() - start;
  if (run.status !== 0) throw new Error(`pagefind failed:\n${run.stdout}${run.stderr}`);
  return { time, pages: Number(run.stdout.match(/Indexed (\d+) pages/)?.[1]) };
}

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path) : [path];
  });
}

const PAGEFIND_UI = /^pagefind-(?:ui|modular-ui|component-ui|highlight)\./;
const isCode = (path) => /\.(?:m?js|css|wasm)$|\.pagefind$/.test(path);

// gzip -9 of each file, or its size for a file that is gzipped already (Pagefind's).
function onDisk(dir, keep = () => true) {
  let total = 0;
  let code = 0;
  for (const path of files(dir).filter(keep)) {
    const bytes = readFileSync(path);
    const size = bytes[0] === 0x1f && bytes[1] === 0x8b ? bytes.length : gzipSync(bytes, { level: 9 }).length;
    total += size;
    if (isCode(path)) code += size;
  }
  return { total, code };
}

// ---------------------------------------------------------------------------------------------
// Serving

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
};
const GZIPPED = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.xml']);

function serve(root) {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    let file = normalize(join(root, path));
    if (file !== root && !file.startsWith(root + sep)) return void response.writeHead(403).end();
    if (existsSync(file) && statSync(file).isDirectory()) {
      if (!path.endsWith('/')) return void response.writeHead(301, { Location: `${path}/` }).end();
      file = join(file, 'index.html');
    }
    const found = existsSync(file);
    if (!found) file = join(root, '404.html');
    let body = readFileSync(file);
    const headers = { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' };
    if (GZIPPED.has(extname(file)) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      body = gzipSync(body, { level: 6 });
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = body.length;
    response.writeHead(found ? 200 : 404, headers).end(body);
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () =>
      done({ origin: `http://127.0.0.1:${server.address().port}`, close: () => server.close() }),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// In the browser (these functions run in the page)

async function ourSearch(query) {
  const input = document.getElementById('site-search-input');
  const form = input.closest('form');
  input.focus();
  return new Promise((done, fail) => {
    const timeout = setTimeout(() => fail(new Error(`no search:rendered for "${query}" in 15 s`)), 15000);
    let start;
    form.addEventListener('search:rendered', function rendered(event) {
      if (event.detail.query.trim() !== query.trim()) return;
      form.removeEventListener('search:rendered', rendered);
      clearTimeout(timeout);
      done({ ms: performance.now() - start, urls: event.detail.urls });
    });
    start = performance.now();
    // The prototype's setter, as typing does, so a framework that tracks the value sees a change.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, query);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function pagefindSearch(query) {
  const start = performance.now();
  globalThis.benchPagefind ??= import('/pagefind/pagefind.js').then(async (pagefind) => {
    await pagefind.init?.();
    return pagefind;
  });
  const pagefind = await globalThis.benchPagefind;
  const search = await pagefind.search(query);
  const shown = await Promise.all(search.results.slice(0, 6).map((result) => result.data()));
  return { ms: performance.now() - start, urls: shown.map((data) => data.url) };
}

const ENGINES = [
  { name: 'ours', search: ourSearch, site: (site) => site.out },
  { name: 'Pagefind', search: pagefindSearch, site: (site) => site.pagefindOut },
];

function kindOf(url) {
  const path = new URL(url).pathname;
  if (isCode(path)) return 'code';
  if (/\/search\/[^/]+\/p\/[^/]+\.json$|\.pf_fragment$/.test(path)) return 'excerpts';
  return 'index';
}

// Every response of the context while recording, by kind: encoded body and headers.
function recorder(context) {
  let requests = null;
  context.on('request', (request) => requests?.push(request));
  return {
    start: () => {
      requests = [];
    },
    stop: async () => {
      const taken = requests;
      requests = null;
      const bytes = { code: 0, index: 0, excerpts: 0, total: 0 };
      for (const request of taken) {
        const response = await request.response();
        if (!response) continue;
        await response.finished();
        const sizes = await request.sizes();
        // A worker's script reports a body of 0: the server's Content-Length is the encoded size.
        const body = Number(response.headers()['content-length'] ?? sizes.responseBodySize);
        bytes[kindOf(request.url())] += body + sizes.responseHeadersSize;
        bytes.total += body + sizes.responseHeadersSize;
      }
      return bytes;
    },
  };
}

async function openReading(browser, origin, path) {
  const context = await browser.newContext();
  const record = recorder(context);
  const page = await context.newPage();
  await page.goto(origin + path, { waitUntil: 'networkidle' });
  return { context, page, record };
}

// The query's reading page: in its language, as both engines search the page's language.
const readingPage = (site, lang) => (lang === 'en' ? site.reading : `/${lang}${site.reading}`);

// The site path of a result, as `expected` names pages: no base path, anchor, index.html or `/`.
function pagePath(url, basePath) {
  let path = new URL(url, 'http://localhost').pathname;
  if (basePath !== '/' && path.startsWith(basePath)) path = path.slice(basePath.length - 1);
  return path.replace(/index\.html$/, '').replace(/\/+$/, '') || '/';
}

function rankOf(urls, expected, basePath) {
  const wanted = new Set(expected.map((path) => pagePath(path, '/')));
  const index = urls.findIndex((url) => wanted.has(pagePath(url, basePath)));
  return index < 0 ? null : index + 1;
}

async function measure(browser, site, engine, items, failures) {
  const served = await serve(engine.site(site));
  const cold = [];
  const warm = [];
  const ranks = new Map();
  const attempt = async (page, item) => {
    try {
      return await page.evaluate(engine.search, item.query);
    } catch (error) {
      failures.push(`${site.name}, ${engine.name}, "${item.query}": ${error.message.split('\n')[0]}`);
      return null;
    }
  };
  try {
    for (let run = 0; run < runs; run++) {
      const item = items[run % items.length];
      const { context, page, record } = await openReading(browser, served.origin, readingPage(site, item.lang));
      record.start();
      const result = await attempt(page, item);
      const bytes = await record.stop();
      if (result) cold.push({ ms: result.ms, bytes });
      await context.close();
    }
    for (const lang of new Set(items.map((item) => item.lang))) {
      const { context, page } = await openReading(browser, served.origin, readingPage(site, lang));
      const basePath = await page.evaluate(() => document.documentElement.dataset.basePath ?? '/');
      const ofLang = items.filter((item) => item.lang === lang);
      for (let round = 0; round < runs; round++) {
        for (const [i, item] of ofLang.entries()) {
          const result = await attempt(page, item);
          if (result && (round > 0 || i > 0)) warm.push({ ms: result.ms, first: round === 0 });
          if (round === 0) ranks.set(item, result ? rankOf(result.urls, item.expected, basePath) : null);
        }
      }
      await context.close();
    }
  } finally {
    served.close();
  }
  return { cold, warm, ranks };
}

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
  real.build = build(repo, real.out);
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
  generated.build = build(join(temp, 'corpus'), generated.out);
  generated.pagefindOut = join(temp, 'generated-pf');
  generated.pagefind = pagefind(generated.out, generated.pagefindOut);

  const browser = await launch();
  console.log(
    `Chromium ${browser.version()}, Pagefind ${execFileSync(pagefindBinary(), ['--version']).toString().trim()}`,
  );
  const summaries = {};
  try {
    for (const site of [real, generated]) {
      site.disk = {
        ours: onDisk(join(site.out, 'search')),
        pagefind: onDisk(join(site.pagefindOut, 'pagefind'), (path) => !PAGEFIND_UI.test(path.split(sep).pop())),
      };
      // Our UI is in the build once its index and the header's search form are.
      const readingHtml = join(site.out, site.reading, 'index.html');
      const oursBuilt =
        existsSync(join(site.out, 'search/en/meta.json')) &&
        readFileSync(readingHtml, 'utf8').includes('data-site-search');
      const results = new Map();
      for (const engine of ENGINES) {
        if (engine.name === 'ours' && !oursBuilt) continue;
        console.log(`measuring ${engine.name} on the ${site.name} site...`);
        results.set(engine.name, await measure(browser, site, engine, site.items, failures));
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
