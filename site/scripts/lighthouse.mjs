// Lighthouse scores of the site's representative pages, on the mobile profile (Lighthouse's
// default: a mid-range phone on slow 4G, simulated) and the desktop one (`--preset=desktop`).
// Each page is measured several times, each run in a fresh headless Chromium, and the median of
// every column is reported.
//
//   node scripts/lighthouse.mjs [--dist DIR] [--runs 3] [--json FILE] [--audits] [--reports DIR]
//                               [--pages /,/regions/] [--profiles mobile,desktop]
//                               [--server h2|http1|ssg]
//
// --json writes the medians and every run's figures; --audits lists, under the table, each audit
// that cost points in some run; --reports keeps every run's whole Lighthouse report (JSON, for
// https://googlechrome.github.io/lighthouse/viewer/ or reading with jq).
//
// What is measured, and why: a built site (default: the project's dist/, from `ssg build`; this
// script builds nothing) served the way production serves it. The static server below (sirv,
// with a few lines around it) does what deploy/nginx does: the security headers of dist/_headers
// on every response (and Strict-Transport-Security, as on https), gzip, the same Cache-Control,
// clean URLs and the site's 404 page. It speaks HTTP/2 over TLS with a throw-away certificate, as nginx's TLS server
// and the static hosts (GitHub Pages, Netlify, Cloudflare Pages) do: Lighthouse's simulated slow
// 4G models a connection per request over HTTP/1.1, which costs a page with a dozen files (the
// membership form) about 0.4 s of first paint that no visitor of the published site pays.
// `--server http1` serves the same over plain HTTP/1.1 for comparison.
// `ssg serve` (`--server ssg`, needs SSG_BIN or target/debug/ssg) is a development server and
// skews the figures: it sends no gzip, so "text compression" costs a form page about 1 s of first
// paint, and every page loads its live-reload script and keeps an EventSource open (it does not
// stall Lighthouse, which does not wait for it, but it is a request production never makes).
//
// Nothing is proxied to the forms service: no measured page calls /api while it loads (the
// header asks /api/users/me only when a session is stored, and Lighthouse starts every run with
// empty storage), so /api answers 404 here, and a page that started calling it on load would
// show up as a console error in best-practices.
//
// Chromium is Debian's (/usr/bin/chromium, or CHROMIUM), started by chrome-launcher, the launcher
// Lighthouse itself uses and depends on, with its flags tuned for measuring. openssl makes the
// certificate.

import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { killAll, launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import sirv from 'sirv';
import { freePort, startSite } from '../e2e/server.mjs';

const repo = resolve(import.meta.dirname, '../..');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const PROFILES = { mobile: undefined, desktop: desktopConfig };

const { values: options } = parseArgs({
  options: {
    dist: { type: 'string', default: join(repo, 'dist') },
    runs: { type: 'string', default: '3' },
    json: { type: 'string' },
    audits: { type: 'boolean', default: false },
    reports: { type: 'string' },
    pages: { type: 'string', default: '/,/submission-guidelines/,/regions/,/membership-application/' },
    profiles: { type: 'string', default: 'mobile,desktop' },
    server: { type: 'string', default: 'h2' },
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs is a whole number of runs, not ${options.runs}`);
const pages = options.pages.split(',');
const profiles = options.profiles.split(',');
for (const profile of profiles) if (!(profile in PROFILES)) throw new Error(`unknown profile ${profile}`);

// ---- The static server: what deploy/nginx does, for a built site -----------------------------

/** The files nginx compresses (deploy/nginx: text/html always, and its gzip_types), by their ending. */
const COMPRESSIBLE = /\.(html|css|js|json|svg)$/;

/** The `/*` rule of dist/_headers as [name, value] pairs. */
function securityHeaders(dist) {
  const file = join(dist, '_headers');
  if (!existsSync(file)) throw new Error(`${file} is missing: build the site with the current ssg`);
  const headers = [];
  let inRule = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (/^\S/.test(line)) inRule = line.trim() === '/*';
    else if (inRule && line.includes(':')) {
      const at = line.indexOf(':');
      headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return headers;
}

/** deploy/nginx's Cache-Control: hashed assets forever, pages revalidated, the rest ten minutes. */
function cacheControl(path) {
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  const page = path.endsWith('/') || path.endsWith('.html') || extname(path) === '';
  return page ? 'no-cache' : 'public, max-age=600';
}

/**
 * A copy of `dist` to serve, in a temporary folder: without _headers (nginx does not serve it),
 * and with a gzipped twin of each text file, which sirv sends to a browser that accepts gzip as
 * nginx's on-the-fly gzip would.
 */
function stageDist(dist) {
  const staged = mkdtempSync(join(tmpdir(), 'lighthouse-dist-'));
  cpSync(dist, staged, { recursive: true, filter: (source) => source !== join(dist, '_headers') });
  for (const file of readdirSync(staged, { recursive: true })) {
    if (!COMPRESSIBLE.test(file)) continue;
    writeFileSync(join(staged, `${file}.gz`), gzipSync(readFileSync(join(staged, file)), { level: 6 }));
  }
  return staged;
}

/** A self-signed certificate for 127.0.0.1, valid a day, made by openssl in a temporary folder. */
function throwAwayCertificate() {
  const folder = mkdtempSync(join(tmpdir(), 'lighthouse-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(folder, 'key.pem'),
        '-out',
        join(folder, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(folder, 'key.pem')), cert: readFileSync(join(folder, 'cert.pem')) };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Serves `dist` with sirv on a free loopback port: HTTP/2 over TLS (`tls`), or plain HTTP/1.1.
 * sirv finds `/page/` as page/index.html and sends the gzipped twin; around it, the headers of
 * every response, nginx's redirect of a folder's address to the one with its final slash, and the
 * site's 404 page.
 */
function serveDist(dist, { tls }) {
  const headers = securityHeaders(dist);
  if (tls) headers.push(['Strict-Transport-Security', 'max-age=63072000']);
  const staged = stageDist(dist);
  const notFoundPage = readFileSync(join(dist, '404.html'));
  const files = sirv(staged, {
    gzip: true,
    setHeaders: (response, path) => response.setHeader('Cache-Control', cacheControl(path)),
    onNoMatch: (_request, response) => {
      response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
      response.end(notFoundPage);
    },
  });

  function answer(request, response) {
    for (const [name, value] of headers) response.setHeader(name, value);
    const path = new URL(request.url, 'http://site').pathname;
    if (!path.endsWith('/') && existsSync(join(staged, path, 'index.html'))) {
      response.writeHead(301, { Location: `${path}/` });
      return response.end();
    }
    files(request, response);
  }

  const server = tls
    ? createSecureServer({ ...throwAwayCertificate(), allowHTTP1: true }, answer)
    : createServer(answer);
  return new Promise((done) => {
    server.listen(0, '127.0.0.1', () => {
      done({
        base: `${tls ? 'https' : 'http'}://127.0.0.1:${server.address().port}`,
        stop: async () => {
          await new Promise((closed) => server.close(closed));
          rmSync(staged, { recursive: true, force: true });
        },
      });
    });
  });
}

async function startServer() {
  if (options.server === 'ssg') return startSite();
  if (options.server !== 'h2' && options.server !== 'http1') {
    throw new Error(`--server is h2, http1 or ssg, not ${options.server}`);
  }
  const dist = resolve(options.dist);
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist}/index.html is missing: build the site first`);
  return serveDist(dist, { tls: options.server === 'h2' });
}

// ---- Lighthouse ------------------------------------------------------------------------------

/**
 * A fresh headless Chromium. Its DevTools port is picked below the kernel's range for the local
 * ports of outgoing connections (chrome-launcher's own pick is a port 0 the kernel assigned, in
 * that range, where a client connection can take it before Chromium binds it); when Chromium does
 * not come up on it, it is killed and started again on another.
 */
async function launchChromium() {
  for (let attempt = 1; ; attempt++) {
    try {
      return await launch({
        chromePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
        // The certificate is our own throw-away one; nothing else is loaded from anywhere.
        chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--ignore-certificate-errors'],
        port: await freePort(),
      });
    } catch (error) {
      killAll(); // a Chromium that never opened its port would keep running
      if (attempt === 3) throw error;
      process.stderr.write(`  Chromium did not come up (${error.message}); trying another port\n`);
    }
  }
}

async function measure(url, profile) {
  const chrome = await launchChromium();
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      PROFILES[profile],
    );
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/** A run that Lighthouse could not finish (a busy machine can time a page out) is tried once more. */
async function measureTwice(url, profile) {
  const first = await measure(url, profile);
  if (!first.runtimeError) return first;
  process.stderr.write(`  ${first.runtimeError.code}: ${first.runtimeError.message}; trying once more\n`);
  const second = await measure(url, profile);
  if (second.runtimeError) throw new Error(`${url}: ${second.runtimeError.code} ${second.runtimeError.message}`);
  return second;
}

const median = (numbers) => {
  const sorted = numbers.filter((n) => typeof n === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The figures of one run: scores out of 100 and the three metrics. */
function figures(lhr) {
  const score = (category) =>
    lhr.categories[category].score === null ? null : Math.round(lhr.categories[category].score * 100);
  const metric = (audit) => lhr.audits[audit]?.numericValue ?? null;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbtMs: metric('total-blocking-time'),
  };
}

/** Audits that cost points in a run (scored, weighted, below 1): "category: id" -> what it says. */
function lostPoints(lhr) {
  const lost = new Map();
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category].auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
        lost.set(`${category}: ${ref.id}`, `${audit.score}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
      }
    }
  }
  for (const warning of lhr.runWarnings) lost.set(`warning: ${warning}`, '');
  return lost;
}

// ---- The run ---------------------------------------------------------------------------------

function keepReport(lhr, page, profile, run) {
  mkdirSync(options.reports, { recursive: true });
  const name = page.replace(/^\/|\/$/g, '').replaceAll('/', '_') || 'home';
  writeFileSync(join(options.reports, `${name}.${profile}.${run}.json`), JSON.stringify(lhr));
}

const site = await startServer();
const results = [];
try {
  for (const profile of profiles) {
    for (const page of pages) {
      const url = new URL(page, site.base).href;
      const each = [];
      const lost = {}; // "category: id" -> what it said in each run ('1' when it scored full marks)
      for (let run = 1; run <= runs; run++) {
        process.stderr.write(`${profile} ${page} run ${run}/${runs}\n`);
        const lhr = await measureTwice(url, profile);
        if (options.reports) keepReport(lhr, page, profile, run);
        each.push(figures(lhr));
        for (const [audit, said] of lostPoints(lhr)) {
          lost[audit] ??= Array(runs).fill('1');
          lost[audit][run - 1] = said;
        }
      }
      const summary = Object.fromEntries(Object.keys(each[0]).map((key) => [key, median(each.map((r) => r[key]))]));
      results.push({ page, profile, ...summary, runs: each, lostPoints: lost });
    }
  }
} finally {
  await site.stop();
}

// ---- The report ------------------------------------------------------------------------------

const round = (n, digits = 0) => (n === null ? '-' : n.toFixed(digits));
const rows = [
  ['page', 'profile', 'perf', 'a11y', 'best-pr.', 'SEO', 'LCP ms', 'CLS', 'TBT ms'],
  ...results.map((r) => [
    r.page,
    r.profile,
    round(r.performance),
    round(r.accessibility),
    round(r.bestPractices),
    round(r.seo),
    round(r.lcpMs),
    round(r.cls, 3),
    round(r.tbtMs),
  ]),
];
const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
const line = (row) =>
  row.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
const version = JSON.parse(
  readFileSync(join(import.meta.dirname, '../node_modules/lighthouse/package.json'), 'utf8'),
).version;
console.log(`Lighthouse ${version}, median of ${runs} run(s), ${options.server} server`);
console.log(line(rows[0]));
for (const row of rows.slice(1)) console.log(line(row));

if (options.audits) {
  for (const r of results.filter((r) => Object.keys(r.lostPoints).length)) {
    console.log(`\n${r.page} (${r.profile}): audits below full marks, score in each run`);
    for (const [audit, said] of Object.entries(r.lostPoints)) console.log(`  ${audit}: ${said.join(' | ')}`);
  }
}

if (options.json) {
  writeFileSync(
    options.json,
    `${JSON.stringify({ lighthouse: version, runs, server: options.server, results }, null, 2)}\n`,
  );
  console.log(`\nSummary written to ${options.json}`);
}
