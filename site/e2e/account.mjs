// Accounts for the browser tests, made and used through the real forms service under /api.
import assert from 'node:assert/strict';
import { confirmationLinkCount, waitForApplicationLink, waitForConfirmationLink } from './mail.mjs';

export const PASSWORD = 'Analytical-Engine-1843';

/**
 * Ask the service for an account, as the sign-up form does, and wait for the link that confirms
 * its address (the `outbox` is the service's, `site.outbox` from startSite). The account is stored
 * after the answer, so its mail is also the sign that it exists. Resolves to the link and token.
 */
export async function requestSignUp(
  base,
  outbox,
  { email, firstName = 'Ada', lastName = 'Lovelace', password = PASSWORD },
) {
  const links = await confirmationLinkCount(outbox, email);
  const response = await fetch(`${base}/api/users/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ firstName, lastName, email, password, confirmPassword: password, agreeTerms: true }),
  });
  assert.equal(response.status, 200, `sign-up of ${email}: ${await response.text()}`);
  return waitForConfirmationLink(outbox, email, links + 1);
}

/** Follow a confirmation link's token straight through the service. */
export async function confirmByApi(base, token) {
  const response = await fetch(`${base}/api/users/confirm-email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  assert.equal(response.status, 200, `confirming ${token}: ${await response.text()}`);
}

/** Create an account with a confirmed address straight through the service, for a test about something else. */
export async function signUpByApi(base, outbox, person) {
  const { token } = await requestSignUp(base, outbox, person);
  await confirmByApi(base, token);
}

/** Sign in on /login as a visitor would; resolves on the home page, signed in. */
export async function signInWithForm(page, base, email, password = PASSWORD) {
  await page.goto(`${base}/login/`, { waitUntil: 'networkidle' });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${base}/`);
  await page.locator('#account-area[data-state="signed-in"]').waitFor({ state: 'attached' });
}

/**
 * A membership application sent straight to the service, as the form sends it, by a visitor not
 * signed in: it waits for its address, so the link mailed to it is followed too. Its reference.
 * Other answers (`country`, `membershipType`, ...) replace the defaults below.
 */
export async function applyByApi({ base, outbox }, { email, firstName, familyName, ...answers }) {
  const application = {
    firstName,
    familyName,
    gender: 'Female',
    email,
    country: 'France',
    mobile: '+33 1 23 45 67 89',
    jobTitle: 'Engineer',
    jobClassification: 'Engineering',
    highestQualification: 'MSc',
    department: 'Aeronautics',
    institution: 'Example Research Centre',
    researchInterests: 'Wind tunnels',
    subjectClassification: '',
    areasOfSpecialization: '',
    contactPersonInstitution: 'Example Research Centre',
    contactPersonName: 'Katherine Johnson',
    areasForCollaboration: 'Research',
    confidentialityConsent: true,
    membershipType: 'student',
    ...answers,
  };
  const response = await fetch(`${base}/api/users/submit-form`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(application),
  });
  assert.equal(response.status, 200, await response.clone().text());
  assert.equal((await response.json()).awaitingConfirmation, true);
  const { token } = await waitForApplicationLink(outbox, email);
  const confirmed = await fetch(`${base}/api/users/confirm-application`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  assert.equal(confirmed.status, 200, await confirmed.clone().text());
  const { reference } = await confirmed.json();
  assert.match(reference, /IAAII-\d{4}-\d{5}/);
  return reference;
}
