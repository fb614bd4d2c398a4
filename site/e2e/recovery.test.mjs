// The password recovery pages say what the step on screen is, in headless Chromium against
// `ssg serve` and its forms service: after the slide from /forgot-password to the code step and
// on to the new password, the text of the page follows the step, and no link on these pages
// leads into the middle of the flow (/otp-verification or /reset-password opened on their own
// have lost the state they need and can only say "Start your password reset again"); and the
// link in the recovery mail sets a new password from another browser.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { signUpByApi } from './account.mjs';
import { waitForCode, waitForResetLink } from './mail.mjs';
import { servedSite } from './setup.mjs';

const EMAIL = 'steps@example.org';
const site = servedSite({ prepare: (served) => signUpByApi(served.base, served.outbox, { email: EMAIL }) });

/**
 * The links of the whole page that lead into the middle of the recovery flow, but for the language
 * switcher's: the same step in another language, which, opened afresh like any step of the
 * middle, starts the flow again at its first step, in that language.
 */
const linksIntoTheMiddle = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('a[href]:not(.language-switcher a)')]
      .map((link) => link.getAttribute('href'))
      .filter((href) => /\/(otp-verification|reset-password)\/?(#.*)?$/.test(href)),
  );

const mainText = (page) => page.locator('main').innerText();

test('each page of the flow, opened as a page, links nowhere into the middle of the flow', async () => {
  const { page, problems, close } = await site.open({ width: 375, height: 812 });
  for (const route of ['/forgot-password/', '/otp-verification/', '/reset-password/', '/login/']) {
    await page.goto(`${site.base}${route}`, { waitUntil: 'networkidle' });
    assert.deepEqual(await linksIntoTheMiddle(page), [], route);
  }
  assert.deepEqual(problems, []);
  await close();
});

test('after each slide, the text of the page is about the step on screen', async () => {
  const { page, problems, close } = await site.open({ width: 1280, height: 900 });
  await page.goto(`${site.base}/forgot-password/`, { waitUntil: 'networkidle' });
  assert.match(await mainText(page), /you ask for a code here/);

  await page.getByLabel('Email address').fill(EMAIL);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('button', { name: 'Enter the code' }).click();
  await page.waitForURL(`${site.base}/otp-verification/`);
  await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
  const codeStep = await mainText(page);
  assert.match(codeStep, /This is the second of three steps/);
  assert.doesNotMatch(codeStep, /(request|ask for) a code here/i, 'nothing says the code is asked for on this page');
  assert.equal(await page.locator('h1').textContent(), 'Verify Your Code');
  assert.deepEqual(await linksIntoTheMiddle(page), []);

  const code = await waitForCode(site.outbox, EMAIL);
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(`${site.base}/reset-password/`);
  await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
  const resetStep = await mainText(page);
  assert.match(resetStep, /This is the last of three steps/);
  assert.doesNotMatch(resetStep, /(request|ask for) a code here|second step/i);
  // The rule is the checklist's: no text may say an upper-case letter is required.
  assert.doesNotMatch(resetStep, /(must|need to) .*include .*upper-case letter/i);
  assert.equal(await page.locator('h1').textContent(), 'Reset Password');
  assert.deepEqual(await linksIntoTheMiddle(page), []);
  assert.deepEqual(problems, []);
  await close();
});

test('the link in the recovery mail sets a new password in another browser, and is then out of sight', async () => {
  const email = 'phone@example.org';
  await signUpByApi(site.base, site.outbox, { email });
  const laptop = await site.open({ width: 1280, height: 900 });
  await laptop.page.goto(`${site.base}/forgot-password/`, { waitUntil: 'networkidle' });
  await laptop.page.getByLabel('Email address').fill(email);
  await laptop.page.getByRole('button', { name: 'Send code' }).click();
  await laptop.page.getByText('Reset link sent!').waitFor();
  await laptop.close();

  const { link } = await waitForResetLink(site.outbox, email);
  const phone = await site.open({ width: 375, height: 812 });
  await phone.page.goto(link, { waitUntil: 'networkidle' });
  await phone.page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
  assert.equal(phone.page.url(), `${site.base}/reset-password/`, 'the token is taken out of the address bar');
  const newPassword = 'Difference-Engine-1822';
  await phone.page.getByLabel('New password', { exact: true }).fill(newPassword);
  await phone.page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await phone.page.getByRole('button', { name: 'Reset password' }).click();
  await phone.page.getByRole('dialog').getByText('Password Changed!').waitFor();
  await phone.page.getByRole('button', { name: 'Go to Login' }).click();
  await phone.page.waitForURL(`${site.base}/login/`);
  // Typed before the sign-in form has hydrated, the fields would be emptied by it.
  await phone.page.waitForLoadState('networkidle');
  await phone.page.getByLabel('Email').fill(email);
  await phone.page.getByLabel('Password', { exact: true }).fill(newPassword);
  await phone.page.getByRole('button', { name: 'Sign in' }).click();
  await phone.page.waitForURL(`${site.base}/`);
  assert.deepEqual(phone.problems, []);
  await phone.close();
});
