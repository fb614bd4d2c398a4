// The staff workspace (/staff/), in headless Chromium against `ssg serve` and its forms service:
// two applications sent, a staff account made admin with `forms-api staff grant`, signed in with
// the login form (which returns to /staff/), two-step verification set up with a code computed
// here from the secret the page shows (RFC 6238, e2e/totp.mjs), the ten recovery codes seen, the
// list filtered by country through the form (the address follows, Back and Forward too), one
// application declined with a note that reaches the applicant's mail, and the audit log listing
// the decision. A second browser signed in as the same staff member is asked for a code again
// (a recovery code, since each app code is accepted once); ten new recovery codes are got with the
// app's code of a later step, after which an old code is refused and a new one works (the sign-in
// form asks for the code, before the session counts as signed in); a member
// without a role is told so; a visitor signed out is offered to sign in. axe on every view; screenshots at 375 and 1440 px in
// /tmp/staff-shots/; nothing wider than a phone.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { applyByApi, PASSWORD, signUpByApi } from './account.mjs';
import { accessibilityViolations } from './axe.mjs';
import { waitForMail } from './mail.mjs';
import { assertNone, expectProblems, refused, reportCspViolations } from './problems.mjs';
import { servedSite } from './setup.mjs';
import { base32Decode, codeFor, totp } from './totp.mjs';

const repo = resolve(import.meta.dirname, '../..');
// The operator's command, built from the same sources as SSG_BIN's service (the two must agree on
// the database's migrations); FORMS_API_BIN names another build.
const FORMS_API = process.env.FORMS_API_BIN ?? join(repo, 'target/debug/forms-api');
const SHOTS = '/tmp/staff-shots';
const PAGE_TITLE = 'Staff workspace | IAAII';

const ADMIN = { email: 'zoe.admin@example.org', firstName: 'Zoë', lastName: 'Ñúñez-Łukasiewicz' };
const MARIA = {
  email: 'maria@example.org',
  firstName: 'María de los Ángeles',
  familyName: 'Fernández-Villaverde y Ruiz de Alarcón',
  country: 'Spain',
  membershipType: 'regular',
};
const WANJIRU = { email: 'wanjiru@example.org', firstName: 'Wanjiru', familyName: 'Kamau', country: 'Kenya' };
const NOTE =
  'Thank you for applying. Student membership needs a letter from your university: please apply again with it.';

const site = servedSite({ prepare: () => mkdirSync(SHOTS, { recursive: true }) });

/** What the whole path leaves for the checks after it: the secret and the recovery codes. */
const enrolled = { secret: '', codes: [] };

/** Sign in with the login form sent to from the workspace, up to its answer. */
async function logInForStaff(page, email) {
  await page.goto(`${site.base}/login/?next=/staff/`, { waitUntil: 'networkidle' });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Sign in as staff before any second factor is set up; resolves back on /staff/. */
async function signInToStaff(page, email) {
  await logInForStaff(page, email);
  await page.waitForURL(`${site.base}/staff/`);
}

/** Sign in as staff with a second factor: the form's second step, with `code`; back on /staff/. */
async function signInWithCode(page, email, code) {
  await logInForStaff(page, email);
  await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
  await page.getByLabel('Verification code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(`${site.base}/staff/`);
}

/**
 * The view as it is now, at 375 and 1440 px: axe's findings (added to `violations`), a screenshot
 * at each width, and a fault if anything is wider than the phone's screen.
 */
async function look(page, name, violations) {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    // From the top, where the sticky header belongs in a picture of the whole page.
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    await page.evaluate((y) => window.scrollTo(0, y), scrolled);
    violations.push(...(await accessibilityViolations(page, `${name} at ${width} px`)));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) violations.push(`${name} at ${width} px: ${overflow} px of horizontal scroll`);
  }
}

/** The text of the element that has focus. */
const focused = (page) => page.evaluate(() => document.activeElement?.textContent?.trim());

/** The rows of the table named `caption` (a regular expression), each as its cells' texts. */
const tableRows = (page, caption) =>
  page
    .getByRole('table', { name: caption })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.cells].map((cell) => cell.textContent.trim())));

test("the TOTP helper gives RFC 6238's code for its SHA-1 test vector, and reads base32 as RFC 4648 writes it", () => {
  // RFC 6238, appendix B: the secret is the ASCII "12345678901234567890"; at T = 59 the 8-digit
  // code is 94287082, so the 6-digit one is 287082.
  assert.equal(totp(Buffer.from('12345678901234567890'), 59), '287082');
  assert.equal(totp(Buffer.from('12345678901234567890'), 59, { digits: 8 }), '94287082');
  assert.equal(totp(Buffer.from('12345678901234567890'), 1111111109, { digits: 8 }), '07081804');
  assert.equal(base32Decode('MZXW6YTBOI======').toString(), 'foobar');
  assert.equal(base32Decode('gezd gnbv gy3t qojq').toString(), '1234567890');
});

test('an admin signs in, sets up two-step verification, filters the list by country, declines an application with a note the applicant receives, and finds it in the audit log', async () => {
  const mariaReference = await applyByApi(site, MARIA);
  const wanjiruReference = await applyByApi(site, WANJIRU);
  await signUpByApi(site.base, site.outbox, ADMIN);
  const granted = execFileSync(
    FORMS_API,
    ['staff', 'grant', ADMIN.email, '--role', 'admin', '--database', site.database],
    { encoding: 'utf8' },
  );
  assert.match(granted, /is now an admin/);

  const { page, problems, close } = await site.open({ width: 1440, height: 900 });
  await reportCspViolations(page);
  const violations = [];

  // Signed out, the workspace offers to sign in and come back.
  await page.goto(`${site.base}/staff/`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: 'Sign in to continue' }).waitFor();
  assert.equal(await page.getByRole('link', { name: 'Sign in' }).getAttribute('href'), '/login/?next=%2Fstaff');
  await look(page, 'signed-out', violations);

  await signInToStaff(page, ADMIN.email);

  // Setting up: the secret as text, the app's code computed from it here.
  await page.getByRole('heading', { name: 'Set up two-step verification' }).waitFor();
  assert.equal(await page.title(), `Set up two-step verification – ${PAGE_TITLE}`);
  const qr = page.getByRole('img', { name: `QR code that sets up your authenticator app for ${ADMIN.email}` });
  assert.match(await qr.getAttribute('src'), /^data:image\/svg\+xml;utf8,/);
  assert.ok(await qr.evaluate((image) => image.complete && image.naturalWidth > 0), 'the QR code is drawn');
  const shown = (await page.locator('code.two-step-secret').textContent()).trim();
  assert.match(shown, /^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/, 'the secret in groups of four');
  enrolled.secret = shown.replace(/\s/g, '');
  await look(page, 'enrolment', violations);
  await page.getByLabel('Code from your authenticator app', { exact: true }).fill(codeFor(enrolled.secret));
  await page.getByRole('button', { name: 'Confirm the code' }).click();

  await page.getByRole('heading', { name: 'Save your recovery codes' }).waitFor();
  assert.equal(await page.title(), `Save your recovery codes – ${PAGE_TITLE}`);
  enrolled.codes = (await page.locator('ol.two-step-codes li').allTextContents()).map((code) => code.trim());
  assert.equal(enrolled.codes.length, 10);
  for (const code of enrolled.codes) assert.match(code, /^[a-z0-9]{5}-[a-z0-9]{5}$/);
  await look(page, 'recovery-codes', violations);
  await page.getByRole('button', { name: 'Continue to the workspace' }).click();

  // The list: both applications.
  await page.getByRole('heading', { name: '2 applications' }).waitFor();
  assert.equal(await focused(page), 'Applications');
  assert.equal(await page.title(), `Applications – ${PAGE_TITLE}`);
  const all = await tableRows(page, /^Applications/);
  assert.deepEqual(all.map((row) => row[0]).sort(), [mariaReference, wanjiruReference].sort());
  const maria = all.find((row) => row[0] === mariaReference);
  assert.deepEqual(maria.slice(1, 4), [`${MARIA.firstName} ${MARIA.familyName}`, 'Individual', 'Spain']);
  assert.equal(maria[5], 'Received');
  // Every time says its time zone (the browser's here: UTC).
  assert.match(maria[4], /^\d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2} UTC$/);
  await look(page, 'applications', violations);

  // The search reads past accents and case: "maria villaverde" finds María de los Ángeles
  // Fernández-Villaverde.
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('maria VILLAVERDE');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await page.getByRole('heading', { name: '1 application' }).waitFor();
  assert.deepEqual(
    (await tableRows(page, /^Applications/)).map((row) => row[0]),
    [mariaReference],
  );
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await page.getByRole('heading', { name: '2 applications' }).waitFor();

  // Filtered by country through the form: the address says so.
  await page.getByLabel('Country').selectOption('Kenya');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await page.waitForURL(`${site.base}/staff/?country=Kenya`);
  await page.getByRole('heading', { name: '1 application' }).waitFor();
  assert.deepEqual(
    (await tableRows(page, /^Applications/)).map((row) => row[0]),
    [wanjiruReference],
  );

  // One application, from the list; Back and Forward move between them.
  await page.getByRole('link', { name: wanjiruReference }).click();
  await page.getByRole('heading', { name: `Application ${wanjiruReference}` }).waitFor();
  assert.equal(page.url(), `${site.base}/staff/?country=Kenya&application=${wanjiruReference}`);
  assert.equal(await page.title(), `Application ${wanjiruReference} – ${PAGE_TITLE}`);
  await page.getByRole('heading', { name: 'Answers' }).waitFor();
  await page.goBack();
  await page.getByRole('heading', { name: '1 application' }).waitFor();
  assert.equal(await page.getByLabel('Country').inputValue(), 'Kenya');
  await page.goForward();
  await page.getByRole('heading', { name: 'Answers' }).waitFor();
  await look(page, 'application', violations);

  // The decision: first without a choice, then declined with a note.
  await page.getByRole('button', { name: 'Record decision' }).click();
  await page.getByRole('heading', { name: 'There is a problem' }).waitFor();
  await look(page, 'decision-errors', violations);
  await page.getByLabel('Decline').check();
  await page.getByLabel('Note to the applicant (optional)').fill(NOTE);
  // Declining asks first; Escape cancels, and focus is back on the button.
  await page.getByRole('button', { name: 'Record decision' }).click();
  const decline = page.getByRole('dialog', { name: `Decline application ${wanjiruReference}?` });
  await decline.waitFor();
  assert.equal(await focused(page), 'Cancel');
  await look(page, 'decline-dialog', violations);
  await page.keyboard.press('Escape');
  await decline.waitFor({ state: 'detached' });
  assert.equal(await focused(page), 'Record decision');
  await page.getByRole('button', { name: 'Record decision' }).click();
  await decline.getByRole('button', { name: 'Decline the application' }).click();
  await page
    .getByText(
      'Decision recorded: the application is declined. The applicant has been sent an e-mail with the decision and your note.',
    )
    .waitFor();
  const status = page.locator('.staff-standing .staff-status');
  assert.equal((await status.textContent()).trim().toLowerCase(), 'declined');
  await look(page, 'decided', violations);
  const mail = await waitForMail(site.outbox, WANJIRU.email, NOTE);
  assert.match(mail.text, new RegExp(`unable to accept your application ${wanjiruReference}`));

  // Back to the list, as it was.
  await page.getByRole('link', { name: 'Back to applications' }).click();
  await page.waitForURL(`${site.base}/staff/?country=Kenya`);
  await page.getByRole('heading', { name: '1 application' }).waitFor();
  assert.equal((await tableRows(page, /^Applications/))[0][5], 'Declined');

  // The admins' views.
  const nav = page.getByRole('navigation', { name: 'Staff workspace' });
  await nav.getByRole('link', { name: 'Staff' }).click();
  await page.getByRole('table', { name: 'Staff members' }).waitFor();
  assert.equal(await focused(page), 'Staff');
  const staff = await tableRows(page, 'Staff members');
  assert.deepEqual(staff[0].slice(0, 4), [
    `${ADMIN.firstName} ${ADMIN.lastName}`,
    ADMIN.email,
    'Administrator',
    'Set up',
  ]);
  await look(page, 'staff', violations);

  await nav.getByRole('link', { name: 'Audit log' }).click();
  await page.getByRole('table', { name: 'Audit log entries, newest first' }).waitFor();
  assert.equal(page.url(), `${site.base}/staff/?view=audit`);
  const entries = await tableRows(page, 'Audit log entries, newest first');
  const decided = entries.find((row) => row[3].includes('application-decided'));
  assert.ok(decided, `an application-decided entry among ${JSON.stringify(entries)}`);
  assert.match(decided[2], new RegExp(`^${ADMIN.email} from `));
  assert.deepEqual([decided[4], decided[5]], [wanjiruReference, 'declined']);
  await look(page, 'audit', violations);
  await page.getByLabel('Action').selectOption('application-decided');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await page.waitForURL(`${site.base}/staff/?view=audit&action=application-decided`);
  await page.getByRole('heading', { name: '1 entry' }).waitFor();

  assertNone(violations, 'problems on the views');
  assert.deepEqual(problems, []);
  await close();
});

test('a second browser signed in as the same staff member is asked for a code again, and a recovery code lets them in', async () => {
  assert.ok(enrolled.codes.length === 10, 'the whole path ran first');
  const { page, problems, close } = await site.open({ width: 1440, height: 900 });
  await reportCspViolations(page);
  const violations = [];
  await logInForStaff(page, ADMIN.email);
  // The sign-in form asks for the second step before the session counts as signed in.
  await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
  await look(page, 'verify', violations);
  await page.getByLabel('Verification code', { exact: true }).fill(enrolled.codes[0].toUpperCase());
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(`${site.base}/staff/`);
  await page.getByRole('heading', { name: '2 applications' }).waitFor();
  assertNone(violations, 'problems on the views');
  assert.deepEqual(problems, []);
  await close();
});

test('with a code from the app, a staff member gets ten new recovery codes: an old one is then refused, a new one lets them in', async () => {
  assert.ok(enrolled.codes.length === 10, 'the whole path ran first');
  const { page, problems, close } = await site.open({ width: 1440, height: 900 });
  await reportCspViolations(page);
  const violations = [];
  await signInWithCode(page, ADMIN.email, enrolled.codes[1]);
  await page.getByRole('link', { name: 'Recovery codes: 8 left' }).click();
  await page.getByRole('heading', { name: 'Get new recovery codes' }).waitFor();
  assert.equal(await focused(page), 'Get new recovery codes');
  assert.equal(await page.title(), `Get new recovery codes – ${PAGE_TITLE}`);
  await look(page, 'renew-codes', violations);
  // The app's code of the next 30-second step: the set-up's step is accepted once, and the service
  // takes one step either side of now, each later than the last it accepted.
  await page.getByLabel('Code from your authenticator app', { exact: true }).fill(codeFor(enrolled.secret, 30));
  await page.getByRole('button', { name: 'Get new recovery codes' }).click();
  await page.getByRole('heading', { name: 'Save your recovery codes' }).waitFor();
  assert.equal(await focused(page), 'Save your recovery codes');
  const renewed = (await page.locator('ol.two-step-codes li').allTextContents()).map((code) => code.trim());
  assert.equal(renewed.length, 10);
  assert.deepEqual(
    renewed.filter((code) => enrolled.codes.includes(code)),
    [],
  );
  await page.getByRole('button', { name: 'Continue to the workspace' }).click();
  await page.getByRole('link', { name: 'Recovery codes: 10 left' }).waitFor();
  assert.equal(await focused(page), 'Applications');

  // Another browser: one of the earlier codes no longer works, a new one does.
  const other = await site.open({ width: 1440, height: 900 });
  await reportCspViolations(other.page);
  await logInForStaff(other.page, ADMIN.email);
  const code = other.page.getByLabel('Verification code', { exact: true });
  await code.fill(enrolled.codes[2]);
  await other.page.getByRole('button', { name: 'Continue' }).click();
  await other.page.locator('.field-error', { hasText: 'The code is incorrect or has been used already.' }).waitFor();
  expectProblems(other.problems, refused(400, 'Bad Request', `${site.base}/api/users/me/second-factor/verify`));
  await code.fill(renewed[0]);
  await other.page.getByRole('button', { name: 'Continue' }).click();
  await other.page.waitForURL(`${site.base}/staff/`);
  await other.page.getByRole('heading', { name: '2 applications' }).waitFor();
  await other.page.getByRole('link', { name: 'Recovery codes: 9 left' }).waitFor();

  assertNone(violations, 'problems on the views');
  assert.deepEqual(problems, []);
  assert.deepEqual(other.problems, []);
  await other.close();
  await close();
});

test('a member without a staff role is told the workspace is not for them', async () => {
  const member = { email: 'ruth@example.org', firstName: 'Ruth', lastName: 'Teitelbaum' };
  await signUpByApi(site.base, site.outbox, member);
  const { page, problems, close } = await site.open({ width: 1440, height: 900 });
  await reportCspViolations(page);
  const violations = [];
  await signInToStaff(page, member.email);
  await page.getByText("This page is for the association's staff. Your account has no staff role.").waitFor();
  assert.equal(await page.getByRole('table').count(), 0);
  await look(page, 'no-role', violations);
  assertNone(violations, 'problems on the views');
  assert.deepEqual(problems, []);
  await close();
});
