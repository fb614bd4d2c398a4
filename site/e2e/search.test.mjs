// Site search in headless Chromium against `ssg serve` (issue 26): the header's field suggests
// pages as a visitor types and is driven by the keyboard alone (WAI-ARIA combobox), at 375 and
// 1280 px; a misspelled word still finds its page; the search page runs the query of its address,
// filters, shows more, and follows the back button; the 30 queries of search-queries.json find
// their page in the top 3 for at least 27; axe finds nothing; the site's CSP is never broken;
// and a build published under a sub-path searches and links under it.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, test } from 'node:test';
import { accessibilityViolations } from './axe.mjs';
import { assertNone, reportCspViolations } from './problems.mjs';
import { servedSite } from './setup.mjs';
import { serveFolder } from './static-server.mjs';

const QUERIES = JSON.parse(readFileSync(resolve(import.meta.dirname, 'search-queries.json'), 'utf8'));
const site = servedSite();

/** Open `route` with CSP violations reported as problems. */
async function open(route, size) {
  const opened = await site.open(size);
  await reportCspViolations(opened.page);
  await opened.page.goto(`${site.base}${route}`);
  return opened;
}

/**
 * Type `query` into a search field and wait until its results are on screen: the
 * `search:rendered` event of the form or the search page; gives the result addresses.
 */
async function searchFor(page, query, { field = '#site-search-input', target = '[data-site-search]' } = {}) {
  const rendered = page.evaluate(
    ({ query, target }) =>
      new Promise((done) => {
        const element = document.querySelector(target);
        element.addEventListener('search:rendered', function listen(event) {
          if (event.detail.query !== query) return;
          element.removeEventListener('search:rendered', listen);
          done(event.detail.urls);
        });
      }),
    { query, target },
  );
  await page.locator(field).fill(query);
  return rendered;
}

/** "/sub/members/#fees" -> "/members" (under the base path `base`). */
const pagePath = (url, base = '/') => `/${url.slice(base.length)}`.replace(/#.*$/, '').replace(/\/$/, '') || '/';

describe('search in another language', () => {
  test('a French search also finds a page that exists only in English, marked as English', async () => {
    const { page, problems, close } = await open('/fr/search/?q=Kenya');
    const result = page.locator('.search-result', { has: page.locator('a[href="/regions/"]') }).first();
    await result.waitFor();
    assert.equal(await result.locator('a[hreflang="en"]').first().getAttribute('lang'), 'en');
    assert.match(await result.locator('.search-result__language').textContent(), /en anglais/);
    assertNone(problems);
    await close();
  });
});

describe('the header search field', () => {
  test('suggests pages as a visitor types, and the keyboard chooses one', async () => {
    const { page, problems, close } = await open('/about-college/');
    const field = page.locator('#site-search-input');
    assert.equal(await field.getAttribute('role'), 'combobox');
    // The search code is not loaded until the field is used.
    const scripts = () => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    assert.ok(!(await scripts()).some((name) => name.includes('/search/')), 'the index was fetched before use');
    await page.keyboard.press('Tab'); // the skip link
    await field.focus();
    const urls = await searchFor(page, 'proof of enrollment');
    assert.equal(pagePath(urls[0]), '/student-membership');
    assert.equal(await field.getAttribute('aria-expanded'), 'true');
    const options = page.locator('#site-search-listbox [role="option"]');
    assert.equal(await options.count(), urls.length + 1, 'the results and "All results"');
    assert.match(
      await page.locator('[data-site-search] [role="status"]').textContent(),
      /results? for “proof of enrollment”/,
    );
    assert.ok((await options.first().locator('mark').count()) > 0, 'the words are marked');

    await page.keyboard.press('ArrowDown');
    assert.equal(await field.getAttribute('aria-activedescendant'), await options.first().getAttribute('id'));
    assert.equal(await options.first().getAttribute('aria-selected'), 'true');
    await page.keyboard.press('ArrowUp');
    assert.equal(await field.getAttribute('aria-activedescendant'), null, 'Up from the first goes back to the field');
    await page.keyboard.press('ArrowUp');
    assert.match(await page.locator('[aria-selected="true"]').textContent(), /All results/);
    await page.keyboard.press('Escape');
    assert.equal(await field.getAttribute('aria-expanded'), 'false');
    assert.equal(await field.inputValue(), 'proof of enrollment');
    await page.keyboard.press('Escape');
    assert.equal(await field.inputValue(), '');

    await searchFor(page, 'proof of enrollment');
    await page.keyboard.press('ArrowDown');
    await Promise.all([page.waitForURL(/\/student-membership\/#/), page.keyboard.press('Enter')]);
    assert.ok(urls[0].includes('#'), `the result links to its section: ${urls[0]}`);
    assert.ok(await page.locator(`[id="${new URL(page.url()).hash.slice(1)}"]`).isVisible());
    assertNone(problems, 'problems');
    await close();
  });

  test('Enter with no suggestion chosen opens the search page with every result', async () => {
    const { page, problems, close } = await open('/vision/');
    await page.locator('#site-search-input').focus();
    await searchFor(page, 'membership');
    await Promise.all([page.waitForURL(/\/search\/\?q=membership$/), page.keyboard.press('Enter')]);
    await page.locator('.search-result').first().waitFor();
    assert.equal(await page.locator('#search-page-input').inputValue(), 'membership');
    assertNone(problems, 'problems');
    await close();
  });

  test('works at 375 px in the menu panel, within the screen', async () => {
    const { page, problems, close } = await open('/mission/', { width: 375, height: 812 });
    await page.locator('[data-nav-toggle]').click();
    await page.locator('#site-search-input').focus();
    await searchFor(page, 'student fee');
    const box = await page.locator('#site-search-listbox').boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= 375, `the suggestions leave the screen: ${JSON.stringify(box)}`);
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 375, 'no sideways scroll');
    const violations = await accessibilityViolations(page, '/mission/ with suggestions open');
    assertNone(violations, 'accessibility violations');
    assertNone(problems, 'problems');
    await close();
  });

  test('forgives a misspelled word, in English and in French', async () => {
    const { page, close } = await open('/vision/');
    await page.locator('#site-search-input').focus();
    const english = await searchFor(page, 'studnet membrship ');
    assert.equal(pagePath(english[0]), '/student-membership', english.join(' '));
    await page.goto(`${site.base}/fr/mission/`);
    await page.locator('#site-search-input').focus();
    const french = await searchFor(page, 'adhesion etudiant');
    assert.ok(french.length > 0 && french.every((url) => url.startsWith('/fr/')), french.join(' '));
    assert.equal(pagePath(french[0]), '/fr/student-membership', french.join(' '));
    await close();
  });

  test('finds the expected page in the top 3 for at least 27 of the 30 queries', async () => {
    const { page, close } = await open('/about-college/');
    const misses = [];
    for (const { query, lang, expected } of QUERIES) {
      const home = lang === 'en' ? '/about-college/' : `/${lang}/about-college/`;
      if (new URL(page.url()).pathname !== home) await page.goto(`${site.base}${home}`);
      await page.locator('#site-search-input').focus();
      const urls = (await searchFor(page, query)).slice(0, 3).map((url) => pagePath(url));
      if (!urls.some((url) => expected.includes(url)))
        misses.push(`"${query}": ${urls.join(', ')}; expected ${expected}`);
    }
    assert.ok(misses.length <= 3, `${misses.length} misses:\n${misses.join('\n')}`);
    await close();
  });
});

describe('the search page', () => {
  test('runs the query of its address, filters, shows more and follows the back button', async () => {
    const { page, problems, close } = await open('/search/?q=membership');
    const results = page.locator('.search-result');
    await results.first().waitFor();
    const shown = await results.count();
    assert.equal(shown, 10, 'ten at a time');
    const status = page.locator('.search-page [role="status"]');
    const total = Number((await status.textContent()).match(/\d+/)[0]);
    assert.ok(total > 10, await status.textContent());
    await page.locator('[data-search-more]').click();
    await page.waitForFunction((count) => document.querySelectorAll('.search-result').length > count, shown);
    assert.ok(
      await page.evaluate(() => document.activeElement.closest('.search-result') !== null),
      'focus moves to the new results',
    );

    await page.locator('#search-page-input').fill('regional workshop');
    await page.locator('.search-page button[type="submit"]').click();
    await page.waitForURL(/\?q=regional\+workshop$/);
    await page.waitForFunction(() =>
      /regional workshop/.test(document.querySelector('.search-page [role="status"]').textContent),
    );
    await page.locator('input[name="kind"][value="news"]').check();
    await page.waitForURL(/kind=news/);
    await page.waitForFunction(() => document.querySelector('.search-result'));
    const kinds = await page.locator('.search-result__about').allTextContents();
    assert.ok(kinds.length > 0 && kinds.every((text) => text.startsWith('News · ')), kinds.join(' | '));

    await page.goBack();
    await page.waitForFunction(() => !/kind=/.test(window.location.search));
    assert.equal(await page.locator('input[name="kind"][value="news"]').isChecked(), false);
    await page.goBack();
    await page.waitForFunction(() => document.querySelector('#search-page-input').value === 'membership');
    const violations = await accessibilityViolations(page, '/search/?q=membership');
    assertNone(violations, 'accessibility violations');
    assertNone(problems, 'problems');
    await close();
  });

  test('says when nothing is found, and what to type when nothing is asked', async () => {
    const { page, close } = await open('/search/?q=xylophonic+zeppelins');
    const status = page.locator('.search-page [role="status"]');
    await page.waitForFunction(() => document.querySelector('.search-page [role="status"]').textContent !== '');
    assert.match(await status.textContent(), /No results for “xylophonic zeppelins”/);
    await page.goto(`${site.base}/es/search/`);
    await page.waitForFunction(() => document.querySelector('.search-page [role="status"]').textContent !== '');
    assert.match(await status.textContent(), /Escriba una o varias palabras/);
    await close();
  });
});

test('a build under a sub-path searches and links under it', async () => {
  const out = mkdtempSync(join(tmpdir(), 'ssg-search-sub-'));
  try {
    const server = await serveFolder(out);
    const built = spawnSync(
      process.env.SSG_BIN ?? resolve(import.meta.dirname, '../../target/debug/ssg'),
      ['build', '--skip-islands', '--base-url', `${server.base}/sub/`, '--out', join(out, 'sub')],
      { cwd: resolve(import.meta.dirname, '../..'), encoding: 'utf8' },
    );
    assert.equal(built.status, 0, built.stderr);
    const { page, problems, close } = await site.open();
    await page.goto(`${server.base}/sub/vision/`);
    await page.locator('#site-search-input').focus();
    const urls = await searchFor(page, 'editor in chief');
    assert.ok(urls.length > 0 && urls.every((url) => url.startsWith('/sub/')), urls.join(' '));
    assert.equal(pagePath(urls[0], '/sub/'), '/editorial-board');
    await page.keyboard.press('ArrowDown');
    await Promise.all([page.waitForURL(/\/sub\/editorial-board\//), page.keyboard.press('Enter')]);
    await page.goto(`${server.base}/sub/search/?q=editor`);
    await page.locator('.search-result a').first().waitFor();
    assert.ok((await page.locator('.search-result a').first().getAttribute('href')).startsWith('/sub/'));
    assertNone(problems, 'problems');
    await close();
    await server.close();
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
