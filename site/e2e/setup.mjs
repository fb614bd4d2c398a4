// What every browser test file starts from: `ssg serve` with its forms service (server.mjs) and
// Debian's Chromium (browser.mjs), started before the file's first test and stopped after its last.
import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { after, before } from 'node:test';
import { launch, openPage } from './browser.mjs';
import { copySite, startSite } from './server.mjs';

/** Where the tests leave screenshots for a person to look at. */
export const SHOTS = resolve(import.meta.dirname, '../../target/screenshots');

/**
 * The site served for this file's tests, filled in before the first one runs: `base`, `outbox`
 * and `database` as startSite gives them, `root` (the site's folder), `browser` (Chromium), and
 * `open(size)`, a new page in it that records its problems (openPage). With `copy`, the site is a
 * copy that tests may edit (copySite), removed afterwards; `skipIslands` and `host` are startSite's.
 * `prepare(site)` runs once both are up, for what a file's tests share (an account, the list of
 * pages): node:test starts a file's top-level `before` hooks together, so a hook of the file's
 * own could run before the site is served.
 */
export function servedSite({ copy = false, skipIslands = false, host, prepare } = {}) {
  const site = {};
  before(async () => {
    mkdirSync(SHOTS, { recursive: true });
    if (copy) site.root = copySite();
    Object.assign(site, await startSite({ root: site.root, skipIslands, host }));
    site.browser = await launch();
    await prepare?.(site);
  });
  after(async () => {
    await site.browser?.close();
    await site.stop?.();
    if (copy && site.root) rmSync(site.root, { recursive: true, force: true });
  });
  site.open = (size) => openPage(site.browser, size);
  return site;
}
