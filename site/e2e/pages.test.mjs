// The site as visitors meet it, in a real headless Chromium: every page loads cleanly and has the
// outline keyboard and screen-reader users rely on, the header works by mouse and keyboard on
// desktop and phone, and the islands and no-JS widgets work.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assertNone, expectProblems, refused, reportCspViolations } from './problems.mjs';
import { NOT_FOUND, siteRoutes } from './routes.mjs';
import { watchSettling } from './settle.mjs';
import { SHOTS, servedSite } from './setup.mjs';

/** A page's language, by its address: /fr/... and /es/... are the translations. */
const languageOf = (route) => route.match(/^\/(fr|es)\//)?.[1] ?? 'en';
/** The main navigation's name in each language (locales/<lang>/site.ftl, nav-main). */
const MAIN_NAV = { en: 'Main', fr: 'Navigation principale', es: 'Navegación principal' };
const landmarks = (lang) => [['banner'], ['navigation', MAIN_NAV[lang]], ['main'], ['contentinfo']];

let routes;
const site = servedSite({
  prepare: () => {
    routes = siteRoutes();
  },
});

/** What is wrong with the loaded page's outline, as sentences; run before anything takes focus. */
async function outlineFaults(page, route) {
  const faults = [];
  const h1s = await page.locator('h1').count();
  if (h1s !== 1) faults.push(`${h1s} h1 elements, not one`);
  const lang = await page.locator('html').getAttribute('lang');
  const expected = languageOf(route);
  if (lang !== expected) faults.push(`<html lang="${lang}">, not ${expected}`);
  for (const [role, name] of landmarks(expected)) {
    // Hidden ones count: on a phone the main navigation waits behind the Menu button.
    const count = await page.getByRole(role, { name, exact: true, includeHidden: true }).count();
    if (count !== 1) faults.push(`${count} ${role} landmarks${name ? ` named ${name}` : ''}, not one`);
  }

  // The first Tab reaches a skip link, and Enter on it moves focus to the main content.
  await page.keyboard.press('Tab');
  const first = await page.evaluate(() => {
    const element = document.activeElement;
    const box = element.getBoundingClientRect();
    const inView =
      box.width > 1 &&
      box.height > 1 &&
      box.bottom > 0 &&
      box.right > 0 &&
      box.top < innerHeight &&
      box.left < innerWidth;
    return {
      tag: element.tagName.toLowerCase(),
      text: element.textContent.trim(),
      href: element.getAttribute('href') ?? '',
      inView,
    };
  });
  if (first.tag !== 'a' || !first.href.startsWith('#')) {
    faults.push(`the first Tab reaches <${first.tag}> "${first.text}", not a skip link`);
  } else {
    if (!first.inView) faults.push(`the skip link "${first.text}" stays out of sight when it has focus`);
    const target = first.href.slice(1);
    const targetsMain = await page.evaluate((id) => document.getElementById(id)?.tagName === 'MAIN', target);
    await page.keyboard.press('Enter');
    const focusedMain = await page
      .waitForFunction(() => document.activeElement?.tagName === 'MAIN', null, { timeout: 2_000 })
      .then(
        () => true,
        () => false,
      );
    if (!targetsMain) faults.push(`the skip link "${first.text}" goes to #${target}, which is not the <main> element`);
    else if (!focusedMain) faults.push(`the skip link "${first.text}" does not move focus to the main content`);
  }

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) faults.push(`${overflow} px of horizontal scroll`);
  return faults;
}

/** The values (titles, descriptions) that more than one page has, each with those pages. */
function shared(values) {
  return [...values]
    .filter(([, pages]) => pages.length > 1)
    .map(([value, pages]) => `"${value}" on ${pages.join(', ')}`);
}

describe('every page', () => {
  test('has one h1, a skip link to the content, landmarks, a language, its own title and description, loads cleanly and fits 320 px', async () => {
    const { page, problems, close } = await site.open({ width: 320, height: 800 });
    await reportCspViolations(page);
    const settled = watchSettling(page);
    const faults = [];
    const titles = new Map();
    const descriptions = new Map();
    const note = (map, value, route) => map.set(value, [...(map.get(value) ?? []), route]);
    for (const route of routes) {
      const response = await page.goto(`${site.base}${route}`, { waitUntil: 'load' });
      await settled();
      const status = route === NOT_FOUND ? 404 : 200;
      if (response.status() !== status) faults.push(`${route}: status ${response.status()}, not ${status}`);
      if (route === NOT_FOUND) expectProblems(problems, refused(404, 'Not Found', `${site.base}${NOT_FOUND}`));
      faults.push(...(await outlineFaults(page, route)).map((fault) => `${route}: ${fault}`));
      const title = (await page.title()).trim();
      const description = (await page.locator('meta[name="description"]').getAttribute('content'))?.trim() ?? '';
      if (!title) faults.push(`${route}: no title`);
      if (!description) faults.push(`${route}: no meta description`);
      // Unique within a language: a proper name may be the title of each language's version.
      note(titles, `${languageOf(route)}: ${title}`, route);
      note(descriptions, `${languageOf(route)}: ${description}`, route);
    }
    faults.push(...shared(titles).map((line) => `the same title ${line}`));
    faults.push(...shared(descriptions).map((line) => `the same description ${line}`));
    assertNone(faults, 'problems with the pages');
    assert.deepEqual(problems, []);
    await close();
  });
});

describe('header on a desktop', () => {
  test('a dropdown opens from the keyboard, Escape closes it and returns focus', async () => {
    const { page, problems, close } = await site.open();
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
    const { page, close } = await site.open();
    await page.goto(`${site.base}/`, { waitUntil: 'networkidle' });
    const membership = page.getByRole('button', { name: 'Membership' });
    await membership.click();
    assert.equal(await membership.getAttribute('aria-expanded'), 'true');
    await page.mouse.click(640, 700);
    assert.equal(await membership.getAttribute('aria-expanded'), 'false');
    await close();
  });

  test('the header gains a shadow once the page scrolls past 10 px', async () => {
    const { page, close } = await site.open();
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
    const { page, problems, close } = await site.open({ width: 375, height: 812 });
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
  test('the student page says the free offer has ended, with no island and no React', async () => {
    const { page, problems, close } = await site.open();
    const scripts = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${site.base}/student-membership`, { waitUntil: 'networkidle' });
    await page
      .getByText(
        'student membership was free of charge with proof of enrollment until May 1, 2025. That offer has ended.',
      )
      .waitFor();
    assert.equal(await page.locator('[data-island]').count(), 0);
    assert.ok(!scripts.some((path) => /react|deadline/.test(path)), `scripts: ${scripts}`);
    assert.deepEqual(problems, []);
    await close();
  });

  test('the code of ethics keeps one section open at a time', async () => {
    const { page, close } = await site.open();
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
    const { page, close } = await site.open();
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
