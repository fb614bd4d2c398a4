// A member's own data, in headless Chromium against `ssg serve` and its forms service: "Download
// my data" on /account-settings saves a JSON file with the account and the applications sent with
// its address, and the member is told by mail; "Delete my account" refuses a wrong password, then
// deletes the account with the right one: its session ends, its password no longer signs in, and a
// mail confirms it. Needs the service with POST /api/users/me/data and /api/users/me/delete.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { applyByApi, PASSWORD, signInWithForm, signUpByApi } from './account.mjs';
import { accessibilityViolations } from './axe.mjs';
import { waitForMail } from './mail.mjs';
import { assertNone, expectProblems, refused, reportCspViolations } from './problems.mjs';
import { SHOTS, servedSite } from './setup.mjs';

const site = servedSite();

/** /account-settings, signed in as a new member with a confirmed address. */
async function settingsOf(email, firstName, lastName) {
  await signUpByApi(site.base, site.outbox, { email, firstName, lastName });
  const opened = await site.open({ width: 1280, height: 900 });
  await reportCspViolations(opened.page);
  await signInWithForm(opened.page, site.base, email);
  await opened.page.goto(`${site.base}/account-settings/`, { waitUntil: 'networkidle' });
  await opened.page.getByRole('heading', { name: 'Download my data' }).waitFor();
  return opened;
}

/** The service's answer to a sign-in with this address and password (no page involved). */
function signInStatus(email, password) {
  return fetch(`${site.base}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, rememberMe: false }),
  }).then((response) => response.status);
}

test('Download my data saves a dated JSON file with the account and its applications, and the member is told by mail', async () => {
  const email = 'dorothy@example.org';
  const reference = await applyByApi(site, { email, firstName: 'Dorothy', familyName: 'Vaughan' });
  const { page, problems, close } = await settingsOf(email, 'Dorothy', 'Vaughan');
  await page.screenshot({ path: `${SHOTS}/account-settings-signed-in-1280.png`, fullPage: true });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  assert.match(download.suggestedFilename(), /^iaaii-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync(await download.path(), 'utf8'));
  assert.equal(data.account.email, email);
  assert.equal(data.account.firstName, 'Dorothy');
  assert.deepEqual(
    data.applications.map((application) => application.reference),
    [reference],
  );
  assert.equal(data.applications[0].answers.institution, 'Example Research Centre');
  await page.getByText(`Your data has been downloaded. We have sent a message to ${email} to let you know.`).waitFor();
  assertNone(await accessibilityViolations(page, 'after the download'), 'accessibility violations');
  await waitForMail(site.outbox, email, 'was downloaded from your account settings');
  assert.deepEqual(problems, []);
  await close();
});

test('Delete my account refuses a wrong password, then deletes the account: its session ends, its password no longer signs in, and a mail confirms it', async () => {
  const email = 'annie@example.org';
  const { page, problems, close } = await settingsOf(email, 'Annie', 'Easley');
  const section = page.getByRole('region', { name: 'Delete my account' });
  const password = section.getByLabel('Current password', { exact: true });
  const deleteIt = async (typed) => {
    await password.fill(typed);
    await section.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByText('This cannot be undone.').waitFor();
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
  };

  // Cancel first: nothing is sent.
  await password.fill('Analytical-Engine-1843');
  await section.getByRole('button', { name: 'Delete my account' }).click();
  await page.screenshot({ path: `${SHOTS}/account-settings-delete-dialog-1280.png` });
  const violations = await accessibilityViolations(page, 'the question');
  await page.getByRole('dialog', { name: 'Delete your account?' }).getByRole('button', { name: 'Cancel' }).click();
  assert.equal(await page.getByRole('dialog').count(), 0);

  await deleteIt('not-the-password');
  await section.getByText('Your current password is incorrect.').waitFor();
  assert.equal(await password.getAttribute('aria-invalid'), 'true');
  violations.push(...(await accessibilityViolations(page, 'a wrong password')));
  assert.equal(await signInStatus(email, PASSWORD), 200, 'the account still signs in');

  // The page's token, to ask with it once the cookies the service clears are gone.
  const token = await page.evaluate(() => sessionStorage.getItem('accessToken'));
  assert.ok(token, 'signed in with a token');
  await deleteIt(PASSWORD);
  await page.getByRole('heading', { name: 'Your account has been deleted' }).waitFor();
  // The header follows at once, without a new page load.
  await page.locator('#account-area[data-state="signed-out"]').waitFor({ state: 'attached', timeout: 1000 });
  // The confirmation's title is in view, below the sticky header, not under it.
  const { title, header } = await page.evaluate(() => ({
    title: document.querySelector('.account-deleted h2').getBoundingClientRect().top,
    header: document.querySelector('.site-header').getBoundingClientRect().bottom,
  }));
  assert.ok(title >= header, `the title (top ${title}) is below the header (bottom ${header})`);
  await page.screenshot({ path: `${SHOTS}/account-settings-deleted-1280.png` });
  violations.push(...(await accessibilityViolations(page, 'deleted')));
  assertNone(violations, 'accessibility violations');
  assert.equal(await page.evaluate(() => sessionStorage.getItem('accessToken')), null);
  assert.equal((await page.request.get(`${site.base}/api/users/me`)).status(), 401, 'the page is signed out');
  const me = await fetch(`${site.base}/api/users/me`, { headers: { Authorization: `Bearer ${token}` } });
  assert.equal(me.status, 401, 'the session has ended on the service');
  assert.equal(await signInStatus(email, PASSWORD), 401, 'the old password no longer signs in');
  await waitForMail(site.outbox, email, 'has been deleted');

  // And on the next page.
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await page.waitForURL(`${site.base}/`);
  await page.locator('#account-area[data-state="signed-out"]').waitFor({ state: 'attached' });
  // The refused password is the one failure on purpose.
  expectProblems(problems, refused(400, 'Bad Request', `${site.base}/api/users/me/delete`));
  assert.deepEqual(problems, []);
  await close();
});
