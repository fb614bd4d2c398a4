// Account and application connected (issue 11), in headless Chromium against `ssg serve` and its
// forms service: a signed-in member applies with their details already filled in, is given a
// readable reference (the one their mail gives), and follows the application on /profile, where
// the staff's decision (`forms-api applications decide`) appears with its date and note. An
// application sent before the account existed is listed too; with none, the profile says so. The
// mails about an application spell a name beyond ASCII (Zoë Ñúñez-Łukasiewicz) as it was typed.
// Needs the service with GET /api/users/me/applications and references (built with this change).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { applyByApi, signInWithForm, signUpByApi } from './account.mjs';
import { acknowledgement, decide, fillStep } from './application.mjs';
import { accessibilityViolations } from './axe.mjs';
import { waitForMail } from './mail.mjs';
import { assertNone, reportCspViolations } from './problems.mjs';
import { SHOTS, servedSite } from './setup.mjs';

const REFERENCE = /IAAII-\d{4}-\d{5}/;
/** Where the service sends the staff's copy of each application (its STAFF_EMAIL default). */
const STAFF_EMAIL = process.env.STAFF_EMAIL ?? 'membership@example.org';
const site = servedSite();

/** A page signed in as a new member with a confirmed address. */
async function member(email, firstName, lastName, width = 1280) {
  await signUpByApi(site.base, site.outbox, { email, firstName, lastName });
  const opened = await site.open({ width, height: 900 });
  await reportCspViolations(opened.page);
  await signInWithForm(opened.page, site.base, email);
  return opened;
}

/** Today as the profile writes it, in the browser's time zone: "23 November 2026". */
const today = (page) =>
  page.evaluate(() =>
    new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date()),
  );

/** A card's rows as "term: description". */
const rows = (card) =>
  card.evaluate((element) =>
    [...element.querySelectorAll('dt')].map((term) => `${term.textContent}: ${term.nextElementSibling.textContent}`),
  );

test('a signed-in member applies with their details filled in, gets a readable reference, and follows it on the profile to its decision', async () => {
  const email = 'katherine@example.org';
  const { page, problems, close } = await member(email, 'Katherine', 'Johnson');
  await page.goto(`${site.base}/membership-application/`, { waitUntil: 'networkidle' });
  const field = (label) => page.getByLabel(label, { exact: true });
  assert.equal(await field('First name').inputValue(), 'Katherine');
  assert.equal(await field('Family name').inputValue(), 'Johnson');
  assert.equal(await field('Email address').inputValue(), email);
  for (const step of [1, 2, 3]) {
    await fillStep(page, step);
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await fillStep(page, 4);
  assert.equal(
    await page.getByRole('link', { name: 'privacy notice (opens in new tab)' }).getAttribute('href'),
    '/privacy/',
  );
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Check your answers' }).waitFor();
  await page.getByRole('button', { name: 'Submit Application' }).click();

  const dialog = await acknowledgement(page);
  const reference = (await dialog.locator('strong').textContent()).trim();
  assert.match(reference, REFERENCE);
  await dialog.getByText(`Your reference is ${reference}.`).waitFor();
  await page.screenshot({ path: `${SHOTS}/application-reference-1280.png` });
  await waitForMail(site.outbox, email, reference);

  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'your profile' }).click();
  await page.waitForURL(`${site.base}/profile/`);
  const card = page.locator('li', { has: page.getByRole('heading', { name: `Application ${reference}` }) });
  await card.waitFor();
  assert.deepEqual(await rows(card), [
    `Sent: ${await today(page)}`,
    'Membership type: Individual',
    'Status: Received: the membership team will review it and write to you.',
  ]);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    assertNone(
      await accessibilityViolations(page, `/profile/ with an application at ${width} px`),
      'accessibility violations',
    );
  }

  decide(site, reference, 'accepted', 'Welcome to the association.');
  await page.reload({ waitUntil: 'networkidle' });
  await card.waitFor();
  assert.deepEqual(await rows(card), [
    `Sent: ${await today(page)}`,
    'Membership type: Individual',
    `Status: Accepted on ${await today(page)}`,
    'Note from the membership team: Welcome to the association.',
  ]);
  await page.screenshot({ path: `${SHOTS}/profile-decided-1280.png`, fullPage: true });
  assert.deepEqual(problems, []);
  await close();
});

test('an application sent before the account existed is listed once the account is made', async () => {
  const email = 'early@example.org';
  const reference = await applyByApi(site, { email, firstName: 'Mary', familyName: 'Jackson' });

  const { page, problems, close } = await member(email, 'Mary', 'Jackson', 375);
  await page.goto(`${site.base}/profile/`, { waitUntil: 'networkidle' });
  const card = page.locator('li', { has: page.getByRole('heading', { name: `Application ${reference}` }) });
  await card.waitFor();
  assert.equal((await rows(card))[1], 'Membership type: Student');
  assert.deepEqual(problems, []);
  await close();
});

test('a member without applications is told so, with the way to apply', async () => {
  const { page, problems, close } = await member('none@example.org', 'Alan', 'Turing', 375);
  await page.goto(`${site.base}/profile/`, { waitUntil: 'networkidle' });
  await page.getByText('You have not applied for membership with none@example.org yet.', { exact: false }).waitFor();
  assert.equal(
    await page.getByRole('link', { name: 'Apply for membership' }).getAttribute('href'),
    '/membership-application/',
  );
  assert.equal(await page.getByText('Membership details will appear here').count(), 0, 'the placeholder is gone');
  assert.deepEqual(problems, []);
  await close();
});

test('the mails about an application spell a name beyond ASCII as it was typed, in the subject and the text', async () => {
  const email = 'zoe@example.org';
  const [firstName, familyName] = ['Zoë', 'Ñúñez-Łukasiewicz'];
  const reference = await applyByApi(site, { email, firstName, familyName });

  const acknowledgement = await waitForMail(site.outbox, email, reference);
  assert.match(acknowledgement.text, /^Dear Zoë,$/m);
  const staff = await waitForMail(site.outbox, STAFF_EMAIL, reference);
  assert.equal(staff.subject, `New membership application: ${firstName} ${familyName}`);
  assert.match(staff.text, /^First name: Zoë$/m);
  assert.match(staff.text, /^Family name: Ñúñez-Łukasiewicz$/m);
});
