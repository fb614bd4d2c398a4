// WCAG 2.2 AA as axe-core checks it, in headless Chromium against `ssg serve` and its forms
// service: every page signed out and signed in, on a phone (375 px) and a desktop (1280 px), and
// the forms in the states a walk through the pages never shows: each step of the membership
// application and of password recovery with its error messages, and the dialogs that end them; an
// address confirmed from its mailed link, and a link that failed with the form for a new one.
// A failure lists every violation with its rule, impact, element and page.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { PASSWORD, requestSignUp, signInWithForm, signUpByApi } from './account.mjs';
import { awaitingLink, fillStep } from './application.mjs';
import { accessibilityViolations } from './axe.mjs';
import { waitForCode } from './mail.mjs';
import { assertNone, expectProblems, refused, reportCspViolations } from './problems.mjs';
import { NOT_FOUND, siteRoutes } from './routes.mjs';
import { watchSettling } from './settle.mjs';
import { servedSite } from './setup.mjs';

const WIDTHS = [375, 1280];
let routes;
const site = servedSite({
  prepare: () => {
    routes = siteRoutes();
  },
});

/**
 * A page that records console errors, failed requests and CSP violations, and `check(state)`,
 * which collects axe's findings at every width once the page has settled. Pages load on a phone
 * and are widened for the desktop check: each state is reached once and seen at both widths;
 * `finish()` ends the test with what they found.
 */
async function openChecked() {
  const opened = await site.open({ width: WIDTHS[0], height: 900 });
  await reportCspViolations(opened.page);
  const settled = watchSettling(opened.page);
  const violations = [];
  async function check(state) {
    for (const width of WIDTHS) {
      await opened.page.setViewportSize({ width, height: 900 });
      await settled();
      const where = `${new URL(opened.page.url()).pathname} ${state} at ${width} px`;
      violations.push(...(await accessibilityViolations(opened.page, where)));
    }
    await opened.page.setViewportSize({ width: WIDTHS[0], height: 900 });
  }
  /** Fail with every violation the checks found, or with the page's problems; then close it. */
  async function finish() {
    assertNone(violations, 'accessibility violations');
    assert.deepEqual(opened.problems, []);
    await opened.close();
  }
  return { ...opened, settled, violations, check, finish };
}

/** Every page with the header in `state`: 'signed-out' or 'signed-in'. */
async function walkEveryPage(checked, state) {
  const { page, problems, settled, check } = checked;
  for (const route of routes) {
    await page.goto(`${site.base}${route}`, { waitUntil: 'load' });
    await settled();
    if (route === NOT_FOUND) expectProblems(problems, refused(404, 'Not Found', `${site.base}${NOT_FOUND}`));
    assert.equal(await page.locator('#account-area').getAttribute('data-state'), state, route);
    await check(state.replace('-', ' '));
  }
}

describe('every page', { concurrency: 2 }, () => {
  test('signed out, at 375 and 1280 px, has no WCAG 2.2 AA violations', async () => {
    const checked = await openChecked();
    await walkEveryPage(checked, 'signed-out');
    await checked.finish();
  });

  test('signed in, at 375 and 1280 px, has no WCAG 2.2 AA violations, nor has the account settings form with its errors', async () => {
    await signUpByApi(site.base, site.outbox, {
      email: 'walker@example.org',
      firstName: 'Mary',
      lastName: 'Somerville',
    });
    const checked = await openChecked();
    await signInWithForm(checked.page, site.base, 'walker@example.org');
    await walkEveryPage(checked, 'signed-in');

    // The account settings form with its messages, which only a signed-in visitor sees.
    const { page, check } = checked;
    await page.goto(`${site.base}/account-settings/`, { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.locator('.error-summary').waitFor();
    await check('with its errors');
    await checked.finish();
  });
});

describe('forms with their messages', { concurrency: 2 }, () => {
  test('the membership application: each step with its errors, Check your answers, then the submitted dialog', async () => {
    const { page, check, finish } = await openChecked();
    await page.goto(`${site.base}/membership-application/`, { waitUntil: 'load' });
    const showErrors = async (button, step) => {
      await page.getByRole('button', { name: button }).click();
      await page.locator('.error-summary').waitFor();
      await check(`step ${step} with its errors`);
    };
    const next = async (step) => {
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('heading', { name: new RegExp(`^Step ${step} of 4`) }).waitFor();
    };

    await showErrors('Next', 1);
    await fillStep(page, 1, { 'Email address': 'applicant@example.org' });
    await next(2);
    await showErrors('Next', 2);
    await fillStep(page, 2);
    await next(3);
    await showErrors('Next', 3);
    await fillStep(page, 3);
    await next(4);
    await showErrors('Next', 4);
    await fillStep(page, 4);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Check your answers' }).waitFor();
    await check('on Check your answers');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await awaitingLink(page, 'applicant@example.org');
    await check('with the Application Submitted dialog');

    await finish();
  });

  test('password recovery: each step with its errors, then the Password Changed dialog', async () => {
    const email = 'recovery@example.org';
    await signUpByApi(site.base, site.outbox, { email });
    const { page, problems, check, finish } = await openChecked();
    await page.goto(`${site.base}/forgot-password/`, { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('Email is required').waitFor();
    await check('with its error');
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('Reset link sent!').waitFor();
    await check('with the code sent');

    await page.getByRole('button', { name: 'Enter the code' }).click();
    await page.waitForURL(`${site.base}/otp-verification/`);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Please enter a valid 6-digit OTP').waitFor();
    await check('with an incomplete code');
    const code = await waitForCode(site.outbox, email);
    const wrong = code.slice(0, 5) + String((Number(code[5]) + 1) % 10);
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type(wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Invalid OTP. Please try again.').waitFor();
    await check('with a wrong code');
    expectProblems(problems, refused(400, 'Bad Request', `${site.base}/api/users/verify-otp`));
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${site.base}/reset-password/`);

    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Password is required').first().waitFor();
    await check('with its errors');
    await page.getByLabel('New password', { exact: true }).fill(`${PASSWORD}-new`);
    await page.getByLabel('Confirm new password', { exact: true }).fill(`${PASSWORD}-new`);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByRole('dialog').getByText('Password Changed!').waitFor();
    await check('with the Password Changed dialog');

    await finish();
  });

  test('confirming an address: confirmed, then a link that failed, with the form for a new link and its messages', async () => {
    const email = 'confirm@example.org';
    const { link } = await requestSignUp(site.base, site.outbox, { email, firstName: 'Emmy', lastName: 'Noether' });
    const { page, problems, check, finish } = await openChecked();
    await page.goto(link, { waitUntil: 'load' });
    await page.getByText('Your email address is confirmed. You can now sign in.').waitFor();
    await check('confirmed');

    // The same link again has been used: refused, with the form for a new link.
    await page.goto(link, { waitUntil: 'load' });
    await page.getByText('This confirmation link has expired or was already used. Ask for a new link below.').waitFor();
    await page.getByRole('region', { name: 'Get a new link' }).waitFor();
    await check('failed, with the form for a new link');
    expectProblems(problems, refused(400, 'Bad Request', `${site.base}/api/users/confirm-email`));
    await page.getByRole('button', { name: 'Send a new link' }).click();
    await page.getByText('Email is required').waitFor();
    await check('failed, with the form’s error');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send a new link' }).click();
    await page
      .getByText(`If ${email} is waiting for confirmation, we have sent it a new link. It works for 48 hours.`)
      .waitFor();
    await check('failed, with a new link sent');

    await finish();
  });

  test('sign-in and sign-up with their errors', async () => {
    const { page, problems, check, finish } = await openChecked();
    await page.goto(`${site.base}/login/`, { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.locator('.error-summary').waitFor();
    await check('with its errors');
    await page.getByLabel('Email').fill('nobody@example.org');
    await page.getByLabel('Password', { exact: true }).fill('Wrong-Password-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('The email or password is incorrect.').waitFor();
    await check('with a failed sign-in');
    expectProblems(problems, refused(401, 'Unauthorized', `${site.base}/api/users/login`));

    await page.goto(`${site.base}/signup/`, { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.locator('.error-summary').waitFor();
    await check('with its errors');
    await page.getByLabel('Password', { exact: true }).fill('weakpass');
    await page.getByLabel('Password', { exact: true }).blur();
    await check('with a weak password');

    await finish();
  });
});
