// Accounts for the browser tests, made and used through the real forms service under /api.
import assert from 'node:assert/strict';

export const PASSWORD = 'Analytical-Engine-1843';

/** Create an account straight through the service, for a test about something else. */
export async function signUpByApi(base, { email, firstName = 'Ada', lastName = 'Lovelace', password = PASSWORD }) {
  const response = await fetch(`${base}/api/users/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ firstName, lastName, email, password, confirmPassword: password, agreeTerms: true }),
  });
  assert.equal(response.status, 200, `sign-up of ${email}: ${await response.text()}`);
}

/** Sign in on /login as a visitor would; resolves on the home page, signed in. */
export async function signInWithForm(page, base, email, password = PASSWORD) {
  await page.goto(`${base}/login/`, { waitUntil: 'networkidle' });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`${base}/`);
  await page.locator('#account-area[data-state="signed-in"]').waitFor({ state: 'attached' });
}
