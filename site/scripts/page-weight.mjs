// Page weight: for every page in a built site, the bytes of HTML, CSS and JavaScript it loads,
// raw and gzipped, and with --check the budgets the test command enforces:
//   a reading page (no island) loads no React, at most 5 KB of JavaScript and 20 KB of CSS gzipped;
//   the search code the header loads on the field's first use, and the search page's, at most
//   6 KB gzipped each (beyond what the page has loaded already);
//   a form page (one that places an island) loads at most 90 KB of JavaScript gzipped in all, its
//   language's messages included (80 KB until the recovery pages gained the shared password
//   checklist and the signed-in check; 85 KB until the forms took their texts from the message
//   catalog, in three languages: a page now loads its language's messages as chunks of their own,
//   the ids that name them and the formatter, which brought the application page from 84.9 KB to
//   88.4 KB in English and 89.0 KB in French, the recovery pages from 84.8 to 87.9 KB).
// What a page loads is read from its HTML (stylesheets, module scripts, module preloads) and from
// the static imports of each module, followed to the end; lazy imports are not counted, but for
// the messages of the page's language (`messages.<lang>.<catalog>-<hash>.js`, loaded before an
// island shows), which are.
//
//   node scripts/page-weight.mjs [dist-dir] [--check]
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;
const BUDGETS = {
  reading: { js: 5 * KB, css: 20 * KB },
  form: { js: 90 * KB },
};

const args = process.argv.slice(2);
const check = args.includes('--check');
// In a GitHub workflow, a page over budget is also an annotation on the run's summary.
const annotate = process.env.GITHUB_ACTIONS === 'true';
const dist = resolve(args.find((arg) => !arg.startsWith('--')) ?? join(import.meta.dirname, '../../dist'));

const sizes = new Map();
function sizeOf(file) {
  if (!sizes.has(file)) {
    const bytes = readFileSync(file);
    sizes.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, text: bytes.toString() });
  }
  return sizes.get(file);
}

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

// The file in dist that a URL on a page names, or null for another origin.
function fileFor(url, pageUrl) {
  if (/^[a-z]+:/i.test(url) || url.startsWith('//')) return null;
  const path = url.startsWith('/') ? url : posix.join(posix.dirname(pageUrl), url);
  return join(dist, posix.normalize(path).split(/[?#]/)[0]);
}

function attributes(tag) {
  return Object.fromEntries([...tag.matchAll(/([a-z-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
}

// A module and every module it imports statically.
function moduleClosure(file, seen) {
  if (seen.has(file)) return;
  seen.add(file);
  const { text } = sizeOf(file);
  // Minified static imports: `import{a}from"./x.js"`, `import"./x.js"`, `export*from"./x.js"`.
  for (const m of text.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    moduleClosure(join(file, '..', m[1]), seen);
  }
}

function weigh(htmlFile) {
  const pageUrl = `/${relative(dist, htmlFile).split('\\').join('/')}`;
  const html = readFileSync(htmlFile, 'utf8');
  const css = new Set();
  const js = new Set();
  for (const [tag] of html.matchAll(/<(?:link|script)\b[^>]*>/g)) {
    const attrs = attributes(tag);
    if (tag.startsWith('<link') && attrs.rel === 'stylesheet') {
      const file = fileFor(attrs.href, pageUrl);
      if (file) css.add(file);
    } else if (tag.startsWith('<link') && attrs.rel === 'modulepreload') {
      const file = fileFor(attrs.href, pageUrl);
      if (file) moduleClosure(file, js);
    } else if (tag.startsWith('<script') && attrs.src) {
      const file = fileFor(attrs.src, pageUrl);
      if (file) moduleClosure(file, js);
    }
  }
  // The page's language's messages, which its islands load before they show.
  const lang = /<html\b[^>]*\blang="([^"]+)"/.exec(html)?.[1] ?? 'en';
  for (const file of [...js]) {
    for (const m of sizeOf(file).text.matchAll(/["'`](\.{1,2}\/messages\.([\w-]+)\.[^"'`]+\.js)["'`]/g)) {
      if (m[2] === lang) moduleClosure(join(file, '..', m[1]), js);
    }
  }
  const total = (files) =>
    [...files].reduce((sum, file) => ({ raw: sum.raw + sizeOf(file).raw, gzip: sum.gzip + sizeOf(file).gzip }), {
      raw: 0,
      gzip: 0,
    });
  const page = sizeOf(htmlFile);
  return {
    url: pageUrl.replace(/index\.html$/, ''),
    kind: /<[^>]+\bdata-island=/.test(html) ? 'form' : 'reading',
    react: [...js].some((file) => sizeOf(file).text.includes('react.transitional.element')),
    html: { raw: page.raw, gzip: page.gzip },
    css: total(css),
    js: total(js),
  };
}

function overBudget(page) {
  const budget = BUDGETS[page.kind];
  const problems = [];
  if (page.kind === 'reading' && page.react) problems.push('loads React');
  if (page.js.gzip > budget.js) problems.push(`JavaScript ${kb(page.js.gzip)} gzip > ${kb(budget.js)}`);
  if (budget.css && page.css.gzip > budget.css) problems.push(`CSS ${kb(page.css.gzip)} gzip > ${kb(budget.css)}`);
  return problems;
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const pair = ({ raw, gzip }) => `${kb(raw).padStart(9)} ${kb(gzip).padStart(9)}`;

const pages = htmlFiles(dist)
  .map(weigh)
  .sort((a, b) => a.url.localeCompare(b.url));
if (pages.length === 0) {
  console.error(`page-weight: no pages in ${dist}; build the site first`);
  process.exit(1);
}

console.log(
  `Page weight of ${dist} (raw and gzip; budgets: reading page no React, JS <= 5 KB, CSS <= 20 KB; form page JS <= 90 KB)`,
);
console.log(
  `${'page'.padEnd(32)} ${'kind'.padEnd(7)} ${'HTML raw'.padStart(9)} ${'gzip'.padStart(9)} ${'CSS raw'.padStart(9)} ${'gzip'.padStart(9)} ${'JS raw'.padStart(9)} ${'gzip'.padStart(9)}`,
);
let failures = 0;
for (const page of pages) {
  const problems = overBudget(page);
  failures += problems.length > 0 ? 1 : 0;
  const verdict = problems.length > 0 ? `  OVER BUDGET: ${problems.join('; ')}` : '';
  if (annotate && problems.length > 0) console.log(`::error title=Page weight::${page.url} ${problems.join('; ')}`);
  console.log(
    `${page.url.padEnd(32)} ${page.kind.padEnd(7)} ${pair(page.html)} ${pair(page.css)} ${pair(page.js)}${verdict}`,
  );
}
// The search code, which the header loads when its field is first used (and the search page at
// once): the lazy chunks the header module imports, with what they import that the page lacks.
const SEARCH_BUDGET = 6 * KB;
const header = readdirSync(join(dist, 'assets')).find((name) => /^header-[\w-]+\.js$/.test(name));
if (header) {
  const loaded = new Set();
  moduleClosure(join(dist, 'assets', header), loaded);
  const lazy = (name) => {
    const files = new Set(loaded);
    const text = sizeOf(join(dist, 'assets', header)).text;
    const chunk = [...text.matchAll(/import\(["'`]\.\/([\w-]+\.js)["'`]\)/g)].find((m) => m[1].startsWith(`${name}-`));
    if (chunk) moduleClosure(join(dist, 'assets', chunk[1]), files);
    return [...files].filter((file) => !loaded.has(file)).reduce((sum, file) => sum + sizeOf(file).gzip, 0);
  };
  const field = lazy('combobox');
  const searchPage = lazy('page');
  const over = field > SEARCH_BUDGET || searchPage > SEARCH_BUDGET;
  if (over) failures += 1;
  console.log(
    `\nsearch code on first use: the header's field ${kb(field)}, the search page ${kb(searchPage)} gzip (budget ${kb(SEARCH_BUDGET)} each)${over ? '  OVER BUDGET' : ''}`,
  );
}
if (check && failures > 0) {
  console.error(`\npage-weight: ${failures} page(s) over budget`);
  process.exit(1);
}
if (check) console.log(`\npage-weight: all ${pages.length} pages within budget`);
