// An editor's loop with `ssg serve`: save a change and the open page reloads; save a mistake and
// the page shows it (file and line) until it is fixed.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { servedSite } from './setup.mjs';

const site = servedSite({ copy: true, skipIslands: true });

test('a saved change reloads the page, a mistake shows over it until fixed', async () => {
  const { page, close } = await site.open();
  await page.goto(`${site.base}/vision/`, { waitUntil: 'networkidle' });
  const file = join(site.root, 'content/about/vision.md');
  const original = readFileSync(file, 'utf8');

  writeFileSync(file, original.replace('## ', '## A section added while the page was open\n\nNew text.\n\n## '));
  await page.getByRole('heading', { name: 'A section added while the page was open' }).waitFor({ timeout: 15_000 });

  writeFileSync(file, `${original}\n[a broken link](/no-such-page)\n`);
  const overlay = page.getByRole('alert');
  await overlay.waitFor({ timeout: 15_000 });
  const text = await overlay.textContent();
  assert.match(text, /content\/about\/vision\.md:\d+:\d+: error: the link \/no-such-page goes to no page/);

  writeFileSync(file, original);
  await page.waitForFunction(() => !document.querySelector('[role="alert"]'), null, { timeout: 15_000 });
  assert.equal(await page.getByRole('heading', { name: 'A section added while the page was open' }).count(), 0);
  await close();
});
