// The site in French and Spanish, in headless Chromium: the switcher at the top of the header
// keeps the reader on the same page (on a wide screen and a phone), names the languages a page is
// not yet translated into; a translated page's links stay in its language; each
// language's pages have their lang and their theme texts, and axe finds nothing on them.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { accessibilityViolations } from './axe.mjs';
import { assertNone } from './problems.mjs';
import { SHOTS, servedSite } from './setup.mjs';

const site = servedSite();

test('the switcher moves between the versions of a page, in their own words', async () => {
  const { page, problems, close } = await site.open({ width: 1440, height: 900 });
  const violations = [];
  await page.goto(`${site.base}/mission/`, { waitUntil: 'networkidle' });
  const switcher = page.getByRole('navigation', { name: 'Language' });
  await switcher.getByRole('link', { name: 'Français' }).click();
  await page.waitForURL(`${site.base}/fr/mission/`);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');
  await page.getByRole('heading', { level: 1, name: 'Notre mission' }).waitFor();
  await page.getByRole('link', { name: 'Aller au contenu principal' }).waitFor({ state: 'attached' });
  violations.push(...(await accessibilityViolations(page, '/fr/mission')));

  const french = page.getByRole('navigation', { name: 'Langue' });
  assert.equal(await french.locator('[aria-current="true"]').getAttribute('lang'), 'fr');
  await french.getByRole('link', { name: 'Español' }).click();
  await page.waitForURL(`${site.base}/es/mission/`);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'es');
  violations.push(...(await accessibilityViolations(page, '/es/mission')));
  // The menu's links stay in Spanish where the page exists.
  const members = await page.locator('#site-nav a[href="/es/members/"]').count();
  assert.ok(members > 0, 'the Membership menu links to /es/members/');

  // A page not yet translated: the switcher names the languages it lacks, in their own words,
  // without a link back to itself.
  await page.goto(`${site.base}/vision/`, { waitUntil: 'networkidle' });
  const english = page.getByRole('navigation', { name: 'Language' });
  await english.getByText('Français (pas encore traduite)').waitFor({ state: 'attached' });
  assert.equal(await english.getByRole('link').count(), 0);

  assertNone(violations, 'axe on the translated pages');
  assert.deepEqual(problems, []);
  await close();
});

test('on a phone the switcher is above the header, without opening the menu', async () => {
  const { page, problems, close } = await site.open({ width: 375, height: 800 });
  await page.goto(`${site.base}/es/`, { waitUntil: 'networkidle' });
  const switcher = page.getByRole('navigation', { name: 'Idioma' });
  const french = switcher.getByRole('link', { name: 'Français' });
  assert.ok(await french.isVisible(), 'Français is in sight at once');
  await page.screenshot({ path: `${SHOTS}/languages-375.png` });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.equal(overflow, 0, 'nothing wider than the phone');
  await french.click();
  await page.waitForURL(`${site.base}/fr/`);
  assert.deepEqual(problems, []);
  await close();
});
