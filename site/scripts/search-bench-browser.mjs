// The browser side of the search benchmark (search-bench.mjs), in headless Chromium: the search
// functions that run in the page for each engine, the recorder of the bytes a query fetches, the
// reading pages a query is typed on, the rank of the expected page, and `measure`, which times
// one engine on one site.
import { isCode, serve } from './search-bench-sites.mjs';

// ---------------------------------------------------------------------------------------------
// In the page (these functions are serialized into it, so they use nothing of this module)

export async function ourSearch(query) {
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

export async function pagefindSearch(query) {
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

// ---------------------------------------------------------------------------------------------
// Measuring

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

export async function measure(browser, site, engine, items, runs, failures) {
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
