// The site as visitors meet it, in a real headless Chromium: every page loads cleanly, the
// header works by mouse and keyboard on desktop and phone, and the islands and no-JS widgets work.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { launch, openPage } from './browser.mjs';
import { startSite } from './server.mjs';

const SHOTS = resolve(import.meta.dirname, '../../target/screenshots');
const ROUTES = [
  '/', '/login', '/signup', '/forgot-password', '/otp-verification', '/reset-password', '/mission',
  '/publications', '/vision', '/strategic-goals', '/purpose-goals', '/global-role', '/code-of-ethics',
  '/about-college', '/about-journal', '/editorial-board', '/submission-guidelines', '/issues', '/members',
  '/membership-application', '/individual-membership', '/student-membership', '/corporate-membership',
  '/academic-membership', '/regions', '/careers', '/disclaimer', '/purpose-of-website', '/profile',
  '/account-settings', '/corresponding',
];

let site;
let browser;

before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  site = await startSite();
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await site?.stop();
});

describe('every page', () => {
  test('loads with one h1, a title and no console errors or failed requests, at 320 px without horizontal scroll', async () => {
    const { page, problems, close } = await openPage(browser, { width: 320, height: 800 });
    const titles = new Set();
    for (const route of ROUTES) {
      const response = await page.goto(`${site.base}${route}`, { waitUntil: 'networkidle' });
      assert.equal(response.status(), 200, route);
      assert.equal(await page.locator('h1').count(), 1, `${route}: one h1`);
      titles.add(await page.title());
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `${route}: ${overflow}px of horizontal scroll at 320 px`);
    }
    assert.equal(titles.size, ROUTES.length, 'every page has its own title');
    assert.deepEqual(problems, []);
    await close();
  });

  test('an unknown address shows the site 404 page with status 404', async () => {
    const { page, close } = await openPage(browser);
    const response = await page.goto(`${site.base}/no-such-page/`);
    assert.equal(response.status(), 404);
    assert.equal(await page.locator('h1').count(), 1);
    await close();
  });
});

describe('header on a desktop', () => {
  test('a dropdown opens from the keyboard, Escape closes it and returns focus', async () => {
    const { page, problems, close } = await openPage(browser);
    await page.goto(`${site.base}/`, { waitUntil: 'networkidle' });
    const about = page.getByRole('button', { name: 'About' });
    await about.focus();
    await page.keyboard.press('Enter');
    assert.equal(await about.getAttribute('aria-expanded'), 'true');
    const mission = page.locator('#site-nav').getByRole('link', { name: 'Mission', exact: true });
    assert.ok(await mission.isVisible(), 'the menu shows its links');
    await page.screenshot({ path: `${SHOTS}/header-open-1280.png` });
    await page.keyboard.press('Escape');
    assert.equal(await about.getAttribute('aria-expanded'), 'false');
    assert.ok(await about.evaluate((button) => button === document.activeElement), 'focus returns to the button');
    assert.deepEqual(problems, []);
    await close();
  });

  test('an open dropdown closes on a click outside it', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${site.base}/`, { waitUntil: 'networkidle' });
    const membership = page.getByRole('button', { name: 'Membership' });
    await membership.click();
    assert.equal(await membership.getAttribute('aria-expanded'), 'true');
    await page.mouse.click(640, 700);
    assert.equal(await membership.getAttribute('aria-expanded'), 'false');
    await close();
  });

  test('the header gains a shadow once the page scrolls past 10 px', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${site.base}/submission-guidelines`, { waitUntil: 'networkidle' });
    const header = page.locator('#site-header');
    assert.ok(!(await header.evaluate((h) => h.classList.contains('is-scrolled'))));
    await page.evaluate(() => window.scrollTo(0, 11));
    await page.waitForFunction(() => document.querySelector('#site-header').classList.contains('is-scrolled'));
    assert.equal(await header.evaluate((h) => h.getBoundingClientRect().height), 80);
    await page.screenshot({ path: `${SHOTS}/home-1280.png`, fullPage: false });
    await close();
  });
});

describe('header on a phone', () => {
  test('the hamburger opens the four groups and an Account section', async () => {
    const { page, problems, close } = await openPage(browser, { width: 375, height: 812 });
    await page.goto(`${site.base}/`, { waitUntil: 'networkidle' });
    await page.screenshot({ path: `${SHOTS}/home-375.png` });
    const toggle = page.locator('[data-nav-toggle]');
    assert.ok(await toggle.isVisible());
    await toggle.click();
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
    for (const group of ['About', 'Publications', 'Membership', 'Resources']) {
      assert.ok(await page.getByRole('button', { name: group }).isVisible(), group);
    }
    assert.ok(await page.locator('#account-area').getByRole('link', { name: 'Login' }).isVisible());
    await page.waitForTimeout(600); // let the menu's opening animation finish
    await page.screenshot({ path: `${SHOTS}/menu-375.png` });
    await page.keyboard.press('Escape');
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    assert.deepEqual(problems, []);
    await close();
  });
});

describe('widgets', () => {
  test('the student page counter says the offer has ended, never a negative number', async () => {
    const { page, problems, close } = await openPage(browser);
    await page.goto(`${site.base}/student-membership`, { waitUntil: 'networkidle' });
    const counter = page.locator('[data-island="Countdown"]');
    await counter.getByText('This offer ended on May 1, 2025.').waitFor();
    assert.deepEqual(problems, []);
    await close();
  });

  test('the code of ethics keeps one section open at a time', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${site.base}/code-of-ethics`, { waitUntil: 'networkidle' });
    const sections = page.locator('details[name="code-of-ethics"]');
    assert.equal(await sections.count(), 3);
    await sections.nth(0).locator('summary').click();
    await sections.nth(1).locator('summary').click();
    const open = await sections.evaluateAll((all) => all.map((d) => d.open));
    assert.deepEqual(open, [false, true, false]);
    await sections.nth(1).locator('summary').click();
    assert.deepEqual(await sections.evaluateAll((all) => all.map((d) => d.open)), [false, false, false]);
    await close();
  });

  test('clicking a region name scrolls to and highlights its card', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${site.base}/regions`, { waitUntil: 'networkidle' });
    await page.locator('main a[href$="#region-eu"]').first().click();
    const card = page.locator('#region-eu');
    assert.ok(await card.evaluate((element) => element.matches(':target')));
    assert.ok(await card.isVisible());
    await page.waitForTimeout(800); // smooth scrolling to the card
    await page.screenshot({ path: `${SHOTS}/regions-1280.png` });
    await close();
  });
});
