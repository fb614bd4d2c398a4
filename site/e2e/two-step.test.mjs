// Two-step verification in headless Chromium, on a site served at `localhost` (passkeys need a
// domain name): a member turns it on in Account Settings with an authenticator app (the code
// computed here, e2e/totp.mjs), is asked for a code at the next sign-in (a wrong one refused, the
// right one lets them in) and turns it off with the password; a staff member sets up a passkey
// with Chromium's virtual authenticator (DevTools' WebAuthn domain) instead of an app, signs in
// again with it (the signed answer, replayed, is refused), and finds both in the audit log. axe on each step; screenshots in
// target/screenshots/two-step-*.png.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { PASSWORD, signInWithForm, signUpByApi } from './account.mjs';
import { accessibilityViolations } from './axe.mjs';
import { assertNone, expectProblems, refused, reportCspViolations } from './problems.mjs';
import { SHOTS, servedSite } from './setup.mjs';
import { codeFor } from './totp.mjs';

const repo = resolve(import.meta.dirname, '../..');
const FORMS_API = process.env.FORMS_API_BIN ?? join(repo, 'target/debug/forms-api');
const MEMBER = { email: 'amara@example.org', firstName: 'Amàra Nneka', lastName: 'Okonkwo-Ñúñez' };
const STAFF = { email: 'zoe.staff@example.org', firstName: 'Zoë', lastName: 'Łukasiewicz-Ferreira' };

const site = servedSite({ host: 'localhost' });

/** A platform authenticator that says yes (user present and verified), as a laptop's would. */
async function addVirtualAuthenticator(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/** Sign out as closing the browser would: the cookies and the stored session go. */
async function forget(page) {
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

/** The password on the login form; resolves once the form has answered. */
async function logIn(page, email, next = '') {
  await page.goto(`${site.base}/login/${next}`, { waitUntil: 'networkidle' });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function look(page, name, violations) {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/two-step-${name}-${width}.png`, fullPage: true });
    violations.push(...(await accessibilityViolations(page, `${name} at ${width} px`)));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) violations.push(`${name} at ${width} px: ${overflow} px of horizontal scroll`);
  }
}

test('a member turns on two-step verification with an app, is asked for a code at the next sign-in, and turns it off', async () => {
  await signUpByApi(site.base, site.outbox, MEMBER);
  const { page, problems, close } = await site.open({ width: 1440, height: 900 });
  await reportCspViolations(page);
  const violations = [];
  await signInWithForm(page, site.base, MEMBER.email);

  await page.goto(`${site.base}/account-settings/`, { waitUntil: 'networkidle' });
  const section = page.getByRole('region', { name: 'Two-step verification' });
  await section.getByText('Two-step verification is off.').waitFor();
  await look(page, 'settings-off', violations);
  await section.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const secret = (await section.locator('code.two-step-secret').textContent()).replace(/\s/g, '');
  await section.getByLabel('Code from your authenticator app', { exact: true }).fill(codeFor(secret));
  await section.getByRole('button', { name: 'Confirm the code' }).click();
  await section.getByText(/^Two-step verification is set up\./).waitFor();
  assert.equal(await section.locator('ol.two-step-codes li').count(), 10);
  await section.getByText('Two-step verification is on.').waitFor();
  await look(page, 'settings-on', violations);

  // The next sign-in asks for the second step, and stores nothing until it passes.
  await forget(page);
  await logIn(page, MEMBER.email);
  await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
  assert.equal(await page.evaluate(() => localStorage.length + sessionStorage.length), 0);
  assert.equal(await page.evaluate(() => document.cookie.includes('iaaii_signed_in')), false);
  await look(page, 'sign-in-code', violations);
  const code = page.getByLabel('Verification code', { exact: true });
  await code.fill('000000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.locator('.field-error', { hasText: 'The code is incorrect or has been used already.' }).waitFor();
  expectProblems(problems, refused(400, 'Bad Request', `${site.base}/api/users/me/second-factor/verify`));
  // The set-up's code was accepted once: the app's next one.
  await code.fill(codeFor(secret, 30));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(`${site.base}/`);
  await page.locator('#account-area[data-state="signed-in"]').waitFor({ state: 'attached' });

  await page.goto(`${site.base}/account-settings/`, { waitUntil: 'networkidle' });
  await section.getByRole('button', { name: 'Turn off two-step verification' }).click();
  await section.getByLabel('Current password', { exact: true }).fill(PASSWORD);
  await section.getByRole('button', { name: 'Turn off two-step verification' }).click();
  await section.getByText('Two-step verification is turned off.').waitFor();
  await section.getByText('Two-step verification is off.').waitFor();

  assertNone(violations, 'problems on the steps');
  assert.deepEqual(problems, []);
  await close();
});

test('a staff member sets up a passkey instead of an app, signs in again with it, and the audit log has both', async () => {
  await signUpByApi(site.base, site.outbox, STAFF);
  execFileSync(FORMS_API, ['staff', 'grant', STAFF.email, '--role', 'admin', '--database', site.database]);
  const { page, problems, close } = await site.open({ width: 1440, height: 900 });
  await reportCspViolations(page);
  await addVirtualAuthenticator(page);
  const violations = [];

  await logIn(page, STAFF.email, '?next=/staff/');
  await page.waitForURL(`${site.base}/staff/`);
  await page.getByRole('heading', { name: 'Set up two-step verification' }).waitFor();
  await page.getByLabel('Name for the passkey').fill('Laptop — Zoë’s');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await page.getByRole('heading', { name: 'Save your recovery codes' }).waitFor();
  assert.equal(await page.locator('ol.two-step-codes li').count(), 10);
  await page.getByRole('button', { name: 'Continue to the workspace' }).click();
  await page.getByRole('navigation', { name: 'Staff workspace' }).waitFor();

  // Signed in again: the passkey is the second step.
  await forget(page);
  await logIn(page, STAFF.email, '?next=/staff/');
  await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
  await look(page, 'sign-in-passkey', violations);
  const answered = page.waitForRequest((request) => request.url().endsWith('/api/users/me/second-factor/passkey'));
  await page.getByRole('button', { name: 'Use your passkey' }).click();
  const signedAnswer = (await answered).postData();
  await page.waitForURL(`${site.base}/staff/`);
  // The same signed answer sent again, as an attacker who caught it would: its challenge is spent.
  const replayed = await page.evaluate(
    (body) =>
      fetch('/api/users/me/second-factor/passkey', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      }).then((response) => response.status),
    signedAnswer,
  );
  assert.equal(replayed, 400);
  expectProblems(problems, refused(400, 'Bad Request', `${site.base}/api/users/me/second-factor/passkey`));
  const nav = page.getByRole('navigation', { name: 'Staff workspace' });
  await nav.getByRole('link', { name: 'Audit log' }).click();
  const entries = page.getByRole('table', { name: 'Audit log entries, newest first' });
  await entries.waitFor();
  const rows = await entries
    .locator('tbody tr')
    .evaluateAll((list) => list.map((row) => [...row.cells].map((cell) => cell.textContent.trim())));
  assert.ok(
    rows.some((row) => row[3].includes('passkey-added') && row.join(' ').includes('Laptop — Zoë’s')),
    JSON.stringify(rows),
  );
  assert.ok(
    rows.some((row) => row[3].includes('signed-in') && row.join(' ').includes('passkey')),
    JSON.stringify(rows),
  );

  assertNone(violations, 'problems on the steps');
  assert.deepEqual(problems, []);
  await close();
});
