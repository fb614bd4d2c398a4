// The forms as visitors use them, in headless Chromium against the site served with the forms
// service on one origin: an account from sign-up, through the link mailed to confirm its address,
// to sign-out; a forgotten password recovered with the code from the outbox; and a membership
// application that reaches the staff's export.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PASSWORD, signUpByApi } from './account.mjs';
import { ANSWERS, awaitingLink, exportedApplication, fillStep, followApplicationLink } from './application.mjs';
import { waitForCode, waitForConfirmationLink } from './mail.mjs';
import { expectProblems, refused } from './problems.mjs';
import { SHOTS, servedSite } from './setup.mjs';

const site = servedSite();

const accountState = (page) => page.locator('#account-area').getAttribute('data-state');

async function signIn(page, email, password) {
  await page.goto(`${site.base}/login/`, { waitUntil: 'networkidle' });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${site.base}/`);
}

test('sign up, confirm the address with the mailed link, sign in, refresh and still be signed in, sign out', async () => {
  const email = 'grace@example.org';
  const { page, problems, close } = await site.open();
  await page.goto(`${site.base}/signup/`, { waitUntil: 'networkidle' });
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByLabel(/I agree to the terms and conditions/).check();
  await page.getByRole('button', { name: 'Create account' }).click();

  // On /login: check the inbox, with the address filled in.
  await page.waitForURL(`${site.base}/login/`);
  const sent = `We have sent a message to ${email}. Open the link in it to confirm your address, then sign in.`;
  await page.getByRole('status').filter({ hasText: sent }).waitFor();
  await page.waitForFunction(() => document.activeElement?.classList.contains('notice--success'));
  assert.equal(await page.getByLabel('Email').inputValue(), email);
  // The service stores the account after answering; its mail says it is there.
  const first = await waitForConfirmationLink(site.outbox, email, 1);

  // Not confirmed yet: the right password is refused as a wrong one would be (nothing tells a
  // stranger who has an account), and a new link can be sent from here.
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('alert').filter({ hasText: 'The email or password is incorrect.' }).waitFor();
  await page.getByText(/^Signed up recently\? Confirm your address first/).waitFor();
  expectProblems(problems, refused(401, 'Unauthorized', `${site.base}/api/users/login`));
  // The right password of an address waiting for confirmation has the service mail a new link.
  const reminder = await waitForConfirmationLink(site.outbox, email, 2);
  assert.notEqual(reminder.token, first.token, 'the reminder has a new link');
  await page.getByRole('button', { name: 'Send a new link' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: `If ${email} is waiting for confirmation, we have sent it a new link. It works for 48 hours.` })
    .waitFor();
  const second = await waitForConfirmationLink(site.outbox, email, 3);
  assert.notEqual(second.token, reminder.token, 'the third mail has a new link');
  assert.equal(second.link, `${site.base}/confirm-email#token=${second.token}`);

  // The link from the mail, opened in the browser.
  await page.goto(second.link, { waitUntil: 'load' });
  await page.getByText('Your email address is confirmed. You can now sign in.').waitFor();
  const address = new URL(page.url());
  assert.equal(address.pathname, '/confirm-email/');
  assert.equal(address.hash, '', 'the token is taken out of the address bar');
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  // Typing waits for the form's script, as in signIn: a field filled before hydration is reset.
  await page.waitForURL(`${site.base}/login/`, { waitUntil: 'networkidle' });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${site.base}/`);
  await page.locator('#account-area[data-state="signed-in"]').waitFor({ state: 'attached' });

  assert.equal(await accountState(page), 'signed-in');
  await page.reload({ waitUntil: 'networkidle' });
  assert.equal(await accountState(page), 'signed-in', 'a refresh keeps the visitor signed in');
  await page.goto(`${site.base}/profile/`, { waitUntil: 'networkidle' });
  await page.getByText(email, { exact: true }).waitFor();

  await page.locator('.account-menu__button').click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(`${site.base}/`);
  await page.reload({ waitUntil: 'networkidle' });
  assert.equal(await accountState(page), 'signed-out');
  assert.deepEqual(problems, []);
  await close();
});

test('a failed sign-in says so on the form and keeps the e-mail', async () => {
  const { page, close } = await site.open();
  await page.goto(`${site.base}/login/`, { waitUntil: 'networkidle' });
  await page.getByLabel('Email').fill('nobody@example.org');
  await page.getByLabel('Password', { exact: true }).fill('Wrong-Password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('alert').getByText('The email or password is incorrect.').waitFor();
  assert.equal(await page.getByLabel('Email').inputValue(), 'nobody@example.org');
  await close();
});

test('a forgotten password is recovered with the code from the outbox', async () => {
  await signUpByApi(site.base, site.outbox, { email: 'ada@example.org' });
  const { page, problems, close } = await site.open({ width: 375, height: 812 });
  await page.goto(`${site.base}/forgot-password/`, { waitUntil: 'networkidle' });
  await page.getByLabel('Email').fill('ada@example.org');
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByText('Reset link sent!').waitFor();
  await page
    .getByRole('button', { name: 'Enter the code' })
    .or(page.getByRole('link', { name: 'Enter the code' }))
    .click();
  await page.waitForURL(`${site.base}/otp-verification/`);

  const code = await waitForCode(site.outbox, 'ada@example.org');
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
  await page.screenshot({ path: `${SHOTS}/otp-375.png` });
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(`${site.base}/reset-password/`);

  const newPassword = 'Difference-Engine-1822';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await page.getByRole('dialog').getByText('Password Changed!').waitFor();
  await page.getByRole('button', { name: 'Go to Login' }).click();
  await page.waitForURL(`${site.base}/login/`);

  await signIn(page, 'ada@example.org', newPassword);
  assert.equal(await accountState(page), 'signed-in');
  assert.deepEqual(problems, []);
  await close();
});

test('a complete membership application reaches the staff export', async () => {
  const { page, problems, close } = await site.open({ width: 375, height: 812 });
  await page.goto(`${site.base}/membership-application/`, { waitUntil: 'networkidle' });
  await fillStep(page, 1);
  await page.screenshot({ path: `${SHOTS}/wizard-step1-375.png`, fullPage: true });
  for (const step of [2, 3, 4]) {
    await page.getByRole('button', { name: 'Next' }).click();
    await fillStep(page, step);
  }
  await page.screenshot({ path: `${SHOTS}/wizard-step4-375.png`, fullPage: true });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Check your answers' }).waitFor();
  await page.screenshot({ path: `${SHOTS}/wizard-check-answers-375.png`, fullPage: true });
  await page.getByRole('button', { name: 'Submit Application' }).click();
  // Sent without signing in: it reaches the staff once the link mailed to its address is followed.
  const email = ANSWERS[0]['Email address'];
  await awaitingLink(page, email);
  await page.screenshot({ path: `${SHOTS}/wizard-awaiting-link-375.png`, fullPage: true });
  await followApplicationLink(page, site, email);
  await page.screenshot({ path: `${SHOTS}/application-received-375.png`, fullPage: true });

  const application = exportedApplication(site, email);
  assert.equal(application.country, 'France');
  assert.equal(application.membershipType, 'regular');
  assert.deepEqual(problems, []);
  await close();
});
