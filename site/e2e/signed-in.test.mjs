// A signed-in member sees that they are signed in everywhere, in headless Chromium against
// `ssg serve` and its forms service: the header never shows Login or Sign Up to them, even while
// its script is slow to arrive (sampled at every frame, at 375 and 1280 px); on a phone the menu
// names them; Join and Become a Member lead them to the membership application; /login and
// /signup say who they are signed in as instead of showing a form; the application starts with
// their name and address.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { signInWithForm, signUpByApi } from './account.mjs';
import { reportCspViolations } from './problems.mjs';
import { SHOTS, servedSite } from './setup.mjs';

const EMAIL = 'member@example.org';
const HEADER_DELAY_MS = 1500;
const site = servedSite({
  prepare: (served) =>
    signUpByApi(served.base, served.outbox, { email: EMAIL, firstName: 'Ada', lastName: 'Lovelace' }),
});

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A page signed in as the member with the form (sessionStorage, as without "remember me"). */
async function signedIn(width) {
  const opened = await site.open({ width, height: 900 });
  await reportCspViolations(opened.page);
  await signInWithForm(opened.page, site.base, EMAIL);
  return opened;
}

/**
 * Record, at every frame the page draws (requestAnimationFrame runs just before each paint),
 * whether a Login or Sign Up link of the account area is visible, and how far the header's
 * script has got. Read with `frames(page)`.
 */
function sampleEveryFrame(page) {
  return page.addInitScript(() => {
    const frames = [];
    window.__accountFrames = frames;
    const sample = () => {
      const area = document.getElementById('account-area');
      if (area) {
        const visible = [...area.querySelectorAll('a')]
          .filter((link) => /^(Login|Sign Up)$/.test(link.textContent.trim()))
          .filter((link) => {
            const box = link.getBoundingClientRect();
            return (
              box.width > 0 &&
              box.height > 0 &&
              link.checkVisibility({ visibilityProperty: true, opacityProperty: true })
            );
          })
          .map((link) => link.textContent.trim());
        frames.push({
          at: Math.round(performance.now()),
          settled: area.hasAttribute('data-settled'),
          state: area.dataset.state,
          visible,
        });
      }
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

const frames = (page) => page.evaluate(() => window.__accountFrames);

/** Hold the header's module back for `ms`, as a slow network would. */
function delayHeaderScript(page, ms) {
  return page.route('**/assets/header-*.js', async (route) => {
    await pause(ms);
    await route.continue();
  });
}

/** Hold GET /api/users/me until the returned function is called. */
async function holdMe(page) {
  let release;
  const released = new Promise((resolve) => (release = resolve));
  await page.route('**/api/users/me', async (route) => {
    await released;
    await route.continue();
  });
  return { release: () => release() };
}

describe('the header of a signed-in member', () => {
  for (const width of [375, 1280]) {
    test(`with its script ${HEADER_DELAY_MS / 1000} s late, never shows Login or Sign Up, then names the member before the service answers, at ${width} px`, async () => {
      const { page, problems, close } = await signedIn(width);
      await sampleEveryFrame(page);
      await delayHeaderScript(page, HEADER_DELAY_MS);
      const me = await holdMe(page);
      await page.goto(`${site.base}/`, { waitUntil: 'commit' });
      const area = page.locator('#account-area');
      await area.waitFor({ state: 'attached' });

      if (width === 375) {
        // Before the script, the theme opens the phone's menu panel on focus: the account
        // section is then laid out, so the sampling covers it.
        await page.locator('[data-nav-toggle]').focus();
        assert.ok(await page.locator('#site-nav').isVisible(), 'the panel is open before the script runs');
      }
      // During the delay: Login and Sign Up hold their place, undrawn.
      assert.equal(await area.getAttribute('data-settled'), null, 'the header script has not run yet');
      const login = area.getByRole('link', { name: 'Login', includeHidden: true });
      const box = await login.boundingBox();
      assert.ok(box && box.width > 0 && box.height > 0, 'Login keeps its place');
      assert.equal(await login.isVisible(), false, 'Login is not drawn');
      if (width === 375) await page.waitForTimeout(400); // the panel's opening animation
      await page.screenshot({ path: `${SHOTS}/header-script-late-signed-in-${width}.png` });
      assert.equal(await area.getAttribute('data-settled'), null, 'the screenshot was taken before the script ran');

      // The script runs: signed in at once, from what the browser remembers.
      await page.locator('#account-area[data-settled]').waitFor({ state: 'attached', timeout: 10_000 });
      assert.equal(await area.getAttribute('data-state'), 'signed-in');
      if (width === 1280) {
        const button = page.getByRole('button', { name: 'Ada Lovelace, account menu' });
        assert.ok(await button.isVisible(), 'the avatar button names the member');
        assert.equal((await page.locator('[data-account-initials]').textContent()).trim(), 'AL');
      } else {
        assert.equal((await page.locator('[data-nav-toggle] .nav-toggle__avatar').textContent()).trim(), 'AL');
      }
      // GET /api/users/me is still held back: all this came from what the browser remembers.
      me.release();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${SHOTS}/header-signed-in-${width}.png` });

      const seen = await frames(page);
      const before = seen.filter((frame) => !frame.settled);
      assert.ok(before.length >= 20, `frames drawn while the script was late: ${before.length}`);
      assert.ok(
        before.at(-1).at - before[0].at >= HEADER_DELAY_MS - 300,
        `sampled over ${before.at(-1).at - before[0].at} ms`,
      );
      const shown = seen.filter((frame) => frame.visible.length > 0);
      assert.deepEqual(shown, [], 'no frame showed Login or Sign Up');
      assert.deepEqual(problems, []);
      await close();
    });
  }

  test("on a phone, the menu's Account section shows the member's name and initials", async () => {
    const { page, problems, close } = await signedIn(375);
    await page.goto(`${site.base}/mission/`, { waitUntil: 'networkidle' });
    const toggle = page.locator('[data-nav-toggle]');
    assert.equal((await toggle.locator('.nav-toggle__avatar').textContent()).trim(), 'AL');
    await toggle.click();
    const who = page.locator('#account-area').getByText('Signed in as Ada Lovelace');
    await who.waitFor();
    assert.ok(await who.isVisible());
    assert.equal((await page.locator('#account-who .avatar').textContent()).trim(), 'AL');
    for (const name of ['My Profile', 'Account Settings']) {
      assert.ok(await page.locator('#account-area').getByRole('link', { name }).isVisible(), name);
    }
    assert.ok(await page.locator('#account-area').getByRole('button', { name: 'Logout' }).isVisible());
    assert.equal(await page.locator('#account-area').getByRole('link', { name: 'Login' }).isVisible(), false);
    await page.waitForTimeout(600); // the panel's opening animation
    await page.screenshot({ path: `${SHOTS}/menu-signed-in-375.png` });
    assert.deepEqual(problems, []);
    await close();
  });
});

describe('the header of a signed-out visitor', () => {
  test('shows Login and Sign Up once its late script has run', async () => {
    const { page, problems, close } = await site.open({ width: 1280, height: 900 });
    await delayHeaderScript(page, 500);
    await page.goto(`${site.base}/`, { waitUntil: 'commit' });
    await page.locator('#account-area[data-settled]').waitFor({ state: 'attached', timeout: 10_000 });
    assert.ok(await page.locator('#account-area').getByRole('link', { name: 'Login' }).isVisible());
    assert.ok(await page.locator('#account-area').getByRole('link', { name: 'Sign Up' }).isVisible());
    assert.deepEqual(problems, []);
    await close();
  });

  test('shows Login and Sign Up at once without JavaScript', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.base}/`, { waitUntil: 'load' });
    assert.ok(await page.locator('#account-area').getByRole('link', { name: 'Login' }).isVisible());
    assert.ok(await page.locator('#account-area').getByRole('link', { name: 'Sign Up' }).isVisible());
    await context.close();
  });
});

describe('invitations to join', () => {
  test('Join and Become a Member lead a signed-in member to the membership application', async () => {
    const { page, problems, close } = await signedIn(1280);
    await page.goto(`${site.base}/`, { waitUntil: 'networkidle' });
    const main = page.locator('main');
    assert.equal(
      await main.getByRole('link', { name: 'Join', exact: true }).getAttribute('href'),
      '/membership-application/',
    );
    assert.equal(
      await main.getByRole('link', { name: 'Become a Member' }).getAttribute('href'),
      '/membership-application/',
    );
    await main.getByRole('link', { name: 'Join', exact: true }).click();
    await page.waitForURL(`${site.base}/membership-application/`);
    assert.deepEqual(problems, []);
    await close();
  });

  test('they lead a signed-out visitor to /signup', async () => {
    const { page, close } = await site.open({ width: 1280, height: 900 });
    await page.goto(`${site.base}/`, { waitUntil: 'networkidle' });
    const main = page.locator('main');
    assert.equal(await main.getByRole('link', { name: 'Join', exact: true }).getAttribute('href'), '/signup/');
    assert.equal(await main.getByRole('link', { name: 'Become a Member' }).getAttribute('href'), '/signup/');
    await close();
  });
});

describe('/login and /signup for a signed-in member', () => {
  test('say who is signed in, with the way to the profile and to the application, instead of the form', async () => {
    const { page, problems, close } = await signedIn(375);
    await page.goto(`${site.base}/login/`, { waitUntil: 'networkidle' });
    const main = page.locator('main');
    await main.getByText(`You are signed in as Ada Lovelace (${EMAIL}).`).waitFor();
    assert.equal(await main.getByLabel('Email').count(), 0, 'no sign-in form');
    assert.equal(await main.getByRole('link', { name: 'Go to your profile' }).getAttribute('href'), '/profile/');

    await page.goto(`${site.base}/signup/`, { waitUntil: 'networkidle' });
    await main.getByText(`You are signed in as Ada Lovelace (${EMAIL}).`).waitFor();
    assert.equal(await main.getByLabel('First name').count(), 0, 'no sign-up form');
    assert.equal(
      await main.getByRole('link', { name: 'Apply for membership' }).getAttribute('href'),
      '/membership-application/',
    );
    await page.screenshot({ path: `${SHOTS}/signup-signed-in-375.png`, fullPage: true });
    assert.deepEqual(problems, []);
    await close();
  });

  test('Sign out there ends the session and brings the form back, with the header signed out', async () => {
    const { page, problems, close } = await signedIn(1280);
    await page.goto(`${site.base}/login/`, { waitUntil: 'networkidle' });
    await page.locator('main').getByRole('button', { name: 'Sign out' }).click();
    await page.locator('main').getByLabel('Email').waitFor();
    await page.waitForLoadState('networkidle');
    assert.equal(await page.locator('#account-area').getAttribute('data-state'), 'signed-out');
    const me = await page.request.get(`${site.base}/api/users/me`);
    assert.equal(me.status(), 401, 'the session has ended on the service');
    assert.deepEqual(problems, []);
    await close();
  });
});

describe('the membership application of a signed-in member', () => {
  test('starts with their name and e-mail address, which stay editable', async () => {
    const { page, problems, close } = await signedIn(1280);
    await page.goto(`${site.base}/membership-application/`, { waitUntil: 'networkidle' });
    const field = (label) => page.getByLabel(label, { exact: true });
    await page
      .getByText('We have filled in your first name, family name and e-mail address from your account.', {
        exact: false,
      })
      .waitFor();
    assert.equal(await field('First name').inputValue(), 'Ada');
    assert.equal(await field('Family name').inputValue(), 'Lovelace');
    assert.equal(await field('Email address').inputValue(), EMAIL);
    await field('First name').fill('Augusta Ada');
    assert.equal(await field('First name').inputValue(), 'Augusta Ada');

    // A reload brings back the draft, which the account does not overwrite.
    await page.waitForTimeout(600); // the draft is saved a moment after typing
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByText('We have restored the answers you entered earlier.').waitFor();
    assert.equal(await field('First name').inputValue(), 'Augusta Ada');
    assert.deepEqual(problems, []);
    await close();
  });
});
