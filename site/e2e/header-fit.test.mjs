// The header at every width a visitor may use, in headless Chromium against `ssg serve` and its
// forms service (issue 23, items 1, 11 and 15; issue 38, item 9): it fits from 320 to 1920 px in
// every language, the menus and account links on one row from 1200 px, signed out and
// signed in with long names (shortened with an ellipsis, in full in the menu and in the button's
// name), also with the WCAG 1.4.12 text-spacing overrides; the account menu opens within the
// window; on a phone, Tab never takes focus under the open menu panel; the avatar button's name
// holds the text it shows; without the header script, Login and Sign Up appear under reduced
// motion; under forced colours the current page and the focused control stay marked.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { signInWithForm, signUpByApi } from './account.mjs';
import { assertNone } from './problems.mjs';
import { NOT_FOUND, siteRoutes } from './routes.mjs';
import { SHOTS, servedSite } from './setup.mjs';

const MEMBERS = [
  { email: 'zoe@example.org', firstName: 'Zoë', lastName: 'Ñúñez-Łukasiewicz' },
  {
    email: 'maria@example.org',
    firstName: 'María de los Ángeles',
    lastName: 'Fernández-Villaverde y Ruiz de Alarcón',
  },
];
const fullName = (member) => `${member.firstName} ${member.lastName}`;
const WIDTHS = [320, 375, 768, 960, 1024, 1100, 1199, 1200, 1280, 1440, 1920];
/** From 1200 px the menus sit in the bar (below, they open from the Menu button). */
const BAR = 1200;
const DESKTOP = WIDTHS.filter((width) => width >= BAR);
/** The home page in each language: French has the longest labels ("Créer un compte"). */
const HOMES = ['/', '/fr/', '/es/'];

/** WCAG 1.4.12's text spacing, as the bookmarklets used to test it apply it. */
const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: .12em !important; word-spacing: .16em !important; }
  p { margin-bottom: 2em !important; }`;

let routes;
const site = servedSite({
  prepare: async (served) => {
    routes = siteRoutes().filter((route) => route !== NOT_FOUND);
    for (const member of MEMBERS) await signUpByApi(served.base, served.outbox, member);
  },
});

/** Add TEXT_SPACING to the page (a constructed style sheet: the site's CSP refuses <style>). */
function addTextSpacing(page) {
  return page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, TEXT_SPACING);
}

/** Wait for the menus' opening animations to end, for a screenshot. */
const animationsDone = (page) =>
  page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));

/** Resize and wait two frames for the layout to follow. */
async function resize(page, width, height = 900) {
  await page.setViewportSize({ width, height });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/**
 * What does not fit at this width: horizontal scroll, and any control of the header bar drawn
 * outside the window or below the header.
 */
function misfits(page, { oneRow = false } = {}) {
  return page.evaluate(
    ({ oneRow, bar }) => {
      const faults = [];
      const overflow = document.documentElement.scrollWidth - innerWidth;
      if (overflow > 0) faults.push(`the page is ${document.documentElement.scrollWidth} px wide`);
      const header = document.getElementById('site-header').getBoundingClientRect();
      const controls =
        '.brand, .nav-toggle, .nav-group__button, .nav-contact__link, .account-links a, .account-menu__button';
      // On a phone the open menu panel lies below the header, over the page.
      const panel = document.getElementById('site-nav');
      const inPanel = (control) => getComputedStyle(panel).position === 'fixed' && panel.contains(control);
      for (const control of document.getElementById('site-header').querySelectorAll(controls)) {
        if (!control.checkVisibility() || inPanel(control)) continue;
        const box = control.getBoundingClientRect();
        const name = control.textContent.trim().replace(/\s+/g, ' ').slice(0, 30);
        if (box.left < 0 || box.right > innerWidth + 0.5) {
          faults.push(`"${name}" spans ${Math.round(box.left)}-${Math.round(box.right)} px`);
        }
        if (box.bottom > header.bottom + 0.5) faults.push(`"${name}" hangs below the header`);
      }
      // At the widths where the menus sit in the bar, they and the account's links share one row
      // (text-spacing overrides may wrap it: that is allowed, and checked for anchors below).
      if (oneRow && innerWidth >= bar) {
        const tops = [
          ...document.querySelectorAll(
            '#site-header .nav-group__button, #site-header .account-area a, #site-header .account-menu__button',
          ),
        ]
          .filter((control) => control.checkVisibility())
          .map((control) =>
            Math.round(control.getBoundingClientRect().top + control.getBoundingClientRect().height / 2),
          );
        if (Math.max(...tops) - Math.min(...tops) > 4) faults.push('the bar wraps to a second row');
      }
      return faults;
    },
    { oneRow, bar: BAR },
  );
}

/** Every fault at every width, with and without the text-spacing overrides, on `route`. */
async function faultsAtEveryWidth(page, route, state) {
  const faults = [];
  for (const spacing of [false, true]) {
    await page.goto(`${site.base}${route}`, { waitUntil: 'networkidle' });
    assert.equal(await page.locator('#account-area').getAttribute('data-state'), state);
    if (spacing) await addTextSpacing(page);
    for (const width of WIDTHS) {
      await resize(page, width);
      const where = `${width} px${spacing ? ' with text spacing' : ''}`;
      faults.push(...(await misfits(page, { oneRow: !spacing })).map((fault) => `${where}: ${fault}`));
    }
  }
  return faults;
}

/** A page at `width`, signed in as `member` with the form. */
async function signedIn(member, width = 1280) {
  const opened = await site.open({ width, height: 900 });
  await signInWithForm(opened.page, site.base, member.email);
  return opened;
}

describe('the header fits from 320 to 1920 px', () => {
  for (const home of HOMES) {
    test(`signed out on ${home}, with and without the text-spacing overrides`, async () => {
      const { page, problems, close } = await site.open({ width: 1280, height: 900 });
      assertNone(await faultsAtEveryWidth(page, home, 'signed-out'), 'places where the header does not fit');
      assert.deepEqual(problems, []);
      await close();
    });
  }

  for (const member of MEMBERS) {
    test(`signed in as ${fullName(member)}, with and without the text-spacing overrides`, async () => {
      const { page, problems, close } = await signedIn(member);
      assertNone(await faultsAtEveryWidth(page, '/', 'signed-in'), 'places where the header does not fit');
      assert.deepEqual(problems, []);
      await close();
    });
  }

  test('at 320 px with the text-spacing overrides, no page is wider than the window', async () => {
    const { page, problems, close } = await site.open({ width: 320, height: 900 });
    const faults = [];
    for (const route of routes) {
      await page.goto(`${site.base}${route}`, { waitUntil: 'networkidle' });
      await addTextSpacing(page);
      await resize(page, 320);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 320) faults.push(`${route} is ${width} px wide`);
    }
    assertNone(faults, 'pages wider than the window');
    assert.deepEqual(problems, []);
    await close();
  });
});

describe('signed in with a long name', () => {
  const longest = MEMBERS[1];

  test('every menu opens within the window, the account menu naming the member in full', async () => {
    const { page, problems, close } = await signedIn(longest);
    const buttons = page.locator('[data-dropdown] > button');
    const faults = [];
    for (const spacing of [false, true]) {
      await page.goto(`${site.base}/`, { waitUntil: 'networkidle' });
      if (spacing) await addTextSpacing(page);
      for (const width of DESKTOP) {
        await resize(page, width);
        const where = `${width} px${spacing ? ' with text spacing' : ''}`;
        for (const button of await buttons.all()) {
          await button.click();
          const menu = `#${await button.getAttribute('aria-controls')}`;
          const outside = await page.evaluate((selector) => {
            const found = [];
            if (document.documentElement.scrollWidth > innerWidth) found.push('the page scrolls sideways');
            for (const element of document.querySelectorAll(`${selector}, ${selector} li`)) {
              const box = element.getBoundingClientRect();
              if (box.left < 0 || box.right > innerWidth + 0.5 || box.width === 0) {
                const text = element.textContent.trim().slice(0, 30);
                found.push(`"${text}" spans ${Math.round(box.left)}-${Math.round(box.right)} px`);
              }
            }
            return found;
          }, menu);
          faults.push(...outside.map((fault) => `${where}, ${menu}: ${fault}`));
          if (menu === '#account-menu') {
            const who = page.locator(menu).getByText(`Signed in as ${fullName(longest)}`);
            if (!(await who.isVisible())) faults.push(`${where}: the account menu does not name the member in full`);
            if (!spacing && (width === 1100 || width === 1440)) {
              await animationsDone(page);
              await page.screenshot({ path: `${SHOTS}/header-long-name-${width}.png` });
            }
          }
          await page.keyboard.press('Escape');
        }
      }
    }
    assertNone(faults, 'menu items outside the window');
    assert.deepEqual(problems, []);
    await close();
  });

  test("the avatar button's accessible name holds the text it shows, at every desktop width", async () => {
    const faults = [];
    for (const member of MEMBERS) {
      const { page, problems, close } = await signedIn(member);
      await page.goto(`${site.base}/`, { waitUntil: 'networkidle' });
      const button = page.locator('.account-menu__button');
      for (const width of DESKTOP) {
        await resize(page, width);
        // The text drawn: each visible text node's words, ellipsis or not, in order.
        const shown = await button.evaluate((element) => {
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          const words = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (node.parentElement.checkVisibility({ visibilityProperty: true })) words.push(node.textContent);
          }
          return words.join(' ').replace(/\s+/g, ' ').trim();
        });
        const snapshot = await button.ariaSnapshot();
        const name = snapshot.match(/button "(.*)"/)?.[1] ?? '';
        const words = (text) =>
          text
            .toLowerCase()
            .replace(/[^\p{L}\p{N}]+/gu, ' ')
            .trim();
        if (!words(name).includes(words(shown))) faults.push(`${width} px: shows "${shown}", named "${name}"`);
        if (!name.includes(fullName(member))) faults.push(`${width} px: "${name}" lacks the full name`);
      }
      assert.deepEqual(problems, []);
      await close();
    }
    assertNone(faults, 'buttons whose name lacks their visible text');
  });

  test('on a phone, the menu names the member with a round avatar', async () => {
    const { page, problems, close } = await signedIn(longest, 375);
    await page.goto(`${site.base}/`, { waitUntil: 'networkidle' });
    await page.locator('[data-nav-toggle]').click();
    await page.locator('#account-who').scrollIntoViewIfNeeded();
    await animationsDone(page);
    const round = await page.evaluate(() =>
      [...document.querySelectorAll('#account-who .avatar, .nav-toggle__avatar')].map((avatar) => {
        const box = avatar.getBoundingClientRect();
        return `${Math.round(box.width)}x${Math.round(box.height)}`;
      }),
    );
    assert.deepEqual(round, ['28x28', '36x36'], 'the avatars (on the Menu button, in the menu) are circles');
    assert.ok(await page.getByText(`Signed in as ${fullName(longest)}`).isVisible());
    assertNone(await misfits(page), 'places where the header does not fit');
    await page.screenshot({ path: `${SHOTS}/header-long-name-375.png` });
    assert.deepEqual(problems, []);
    await close();
  });
});

/**
 * Where the focused element is hidden: what its centre shows instead, such as the menu panel.
 * Null when it shows, or when nothing on the page has focus.
 */
function focusHidden(page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (top && (element.contains(top) || top.contains(element))) return null;
    const name = `<${element.tagName.toLowerCase()}> "${element.textContent.trim().slice(0, 30)}"`;
    const over = top
      ? `<${top.tagName.toLowerCase()} class="${top.getAttribute('class') ?? ''}">`
      : 'nothing (off screen)';
    return `${name} lies under ${over}`;
  });
}

describe('the open phone menu', () => {
  for (const state of ['signed out', 'signed in']) {
    test(`keeps keyboard focus in view, ${state}, at 375 px`, async () => {
      const { page, problems, close } =
        state === 'signed in' ? await signedIn(MEMBERS[1], 375) : await site.open({ width: 375, height: 812 });
      const toggle = page.locator('[data-nav-toggle]');
      const faults = [];
      for (const key of ['Tab', 'Shift+Tab']) {
        await page.goto(`${site.base}/`, { waitUntil: 'networkidle' });
        // Scrolling to what takes focus is then instant: the check needs no wait.
        await page.evaluate(() => document.documentElement.style.setProperty('scroll-behavior', 'auto'));
        await toggle.focus();
        await page.keyboard.press('Enter');
        assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
        for (let presses = 1; presses <= 30; presses++) {
          await page.keyboard.press(key);
          const hidden = await focusHidden(page);
          if (hidden) faults.push(`${key} x${presses}: ${hidden}`);
        }
        // Focus has left the header by now, and the panel closed as it did.
        assert.equal(await toggle.getAttribute('aria-expanded'), 'false', `the panel closed on ${key}`);
      }
      assertNone(faults, 'focused elements hidden under the menu');
      assert.deepEqual(problems, []);
      await close();
    });
  }
});

describe('the open phone menu, in every language', () => {
  for (const home of HOMES) {
    test(`on ${home}: opens under the header, all in the window, and Escape from its search field closes it`, async () => {
      const { page, problems, close } = await site.open({ width: 375, height: 812 });
      await page.goto(`${site.base}${home}`, { waitUntil: 'networkidle' });
      const toggle = page.locator('[data-nav-toggle]');
      await toggle.click();
      const placed = await page.evaluate(() => {
        const header = document.getElementById('site-header').getBoundingClientRect();
        const panel = document.getElementById('site-nav').getBoundingClientRect();
        const outside = [...document.querySelectorAll('#site-nav a, #site-nav button, #site-nav input')]
          .filter((control) => control.checkVisibility())
          .map((control) => [
            control.textContent.trim() || control.getAttribute('name'),
            control.getBoundingClientRect(),
          ])
          .filter(([, box]) => box.left < 0 || box.right > innerWidth - 8)
          .map(([name, box]) => `"${name}" spans ${Math.round(box.left)}-${Math.round(box.right)} px`);
        return { gap: Math.round(panel.top - header.bottom), outside };
      });
      assert.equal(placed.gap, 0, 'the panel starts where the header ends (the logo shows)');
      assertNone(placed.outside, 'controls of the open menu past the margin');
      // Escape closes the suggestions, then clears the words, then closes the menu (WAI-ARIA combobox).
      const field = page.locator('#site-nav input[type="search"]');
      await field.fill('a');
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      assert.equal(await field.inputValue(), '');
      await page.keyboard.press('Escape');
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false', 'Escape closed the menu');
      assert.ok(await toggle.evaluate((button) => button === document.activeElement), 'focus is back on Menu');
      assert.deepEqual(problems, []);
      await close();
    });
  }
});

describe('without the header script', () => {
  test('Login and Sign Up appear after 4 s under prefers-reduced-motion', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.route('**/assets/header-*.js', (route) => route.abort());
    await page.goto(`${site.base}/`, { waitUntil: 'load' });
    const login = page.locator('#account-area').getByRole('link', { name: 'Login' });
    await page.waitForTimeout(4500);
    assert.ok(await login.isVisible(), 'Login is shown once the script has failed to arrive');
    assert.ok(await page.locator('#account-area').getByRole('link', { name: 'Sign Up' }).isVisible());
    await context.close();
  });
});

describe('under forced colours', () => {
  /** Whether the element that `locator` finds is underlined: colour and box shadows are not drawn. */
  const underlined = (locator) =>
    locator.evaluate((element) => getComputedStyle(element).textDecorationLine.includes('underline'));

  for (const width of [375, 1280]) {
    test(`the current page and the focused control stay marked, at ${width} px`, async () => {
      const context = await site.browser.newContext({ viewport: { width, height: 900 }, forcedColors: 'active' });
      const page = await context.newPage();
      const faults = [];
      for (const [route, current, other] of [
        ['/corresponding/', '.nav-contact__link', '.nav-group__button'],
        ['/mission/', '.nav-group.is-current > .nav-group__button', '.nav-group:not(.is-current) > .nav-group__button'],
      ]) {
        await page.goto(`${site.base}${route}`, { waitUntil: 'networkidle' });
        if (width < 960) await page.locator('[data-nav-toggle]').click();
        if (!(await underlined(page.locator(current).first())) || (await underlined(page.locator(other).first()))) {
          faults.push(`${route}: ${current} is not marked apart from ${other}`);
        }
        if (width < 960 && !(await underlined(page.locator('#site-nav [aria-current="page"]')))) {
          faults.push(`${route}: the current page's link in the menu is not underlined`);
        }
      }
      // The skip link, the other languages' links above the header, the logo, then the Menu
      // button (phone) or About (desktop).
      await page.goto(`${site.base}/`, { waitUntil: 'networkidle' });
      const languages = await page.locator('.language-switcher a').count();
      for (let presses = 0; presses < 3 + languages; presses++) await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const style = getComputedStyle(document.activeElement);
        const where = document.activeElement.closest('#site-header') ? 'header' : 'elsewhere';
        return { where, outline: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
      });
      if (focused.where !== 'header' || focused.outline === 'none' || focused.width < 2) {
        faults.push(`the focused header control shows ${JSON.stringify(focused)}`);
      }
      assertNone(faults, 'marks lost under forced colours');
      await context.close();
    });
  }
});

test('anchors keep clear of a header grown to two rows by text spacing', async () => {
  const { page, problems, close } = await site.open({ width: 1200, height: 900 });
  // French, the longest labels, with the overrides: the bar takes two rows.
  await page.goto(`${site.base}/fr/`, { waitUntil: 'networkidle' });
  await addTextSpacing(page);
  await resize(page, 1200);
  const { header, padding } = await page.evaluate(() => ({
    header: document.querySelector('[data-site-header]').getBoundingClientRect().height,
    padding: Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
  }));
  assert.ok(header > 80, `the header wraps (${header} px)`);
  assert.ok(padding >= header, `scroll padding ${padding} px under a ${header} px header`);
  assert.deepEqual(problems, []);
  await close();
});
