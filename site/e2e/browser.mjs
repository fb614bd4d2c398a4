// Debian's Chromium driven by playwright-core (no browser download works on CI machines).
import { chromium } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launch() {
  return chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** A page that records console errors and failed requests, so tests can assert there are none. */
export async function openPage(browser, { width = 1280, height = 900 } = {}) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(`console: ${message.text()}`));
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    // Requests cut short because the page navigated away (the live-reload stream, a favicon
    // still loading) are not failures of the site; a missing file is a 404 response, seen below.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
  });
  page.on(
    'response',
    (response) => response.status() >= 400 && problems.push(`${response.status()}: ${response.url()}`),
  );
  waitForIslandsOnEveryLoad(page);
  return { page, problems, close: () => context.close() };
}

/**
 * Makes `page.goto` and `page.reload` return once every island of the page answers (its element
 * carries `data-island-ready`, set by lib/mount.tsx): a click sent before hydration reaches a
 * button with no handler yet, and on a loaded machine the 'load' event comes well before it.
 */
function waitForIslandsOnEveryLoad(page) {
  for (const method of ['goto', 'reload']) {
    const navigate = page[method].bind(page);
    page[method] = async (...args) => {
      const response = await navigate(...args);
      await islandsReady(page);
      return response;
    };
  }
}

/** Waits until every island on `page` has been hydrated or rendered. */
export function islandsReady(page) {
  return page.waitForFunction(
    () => [...document.querySelectorAll('[data-island]')].every((element) => 'islandReady' in element.dataset),
    undefined,
    { timeout: 20_000 },
  );
}
