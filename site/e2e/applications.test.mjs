// Account and application connected (issue 11), in headless Chromium against `ssg serve` and its
// forms service: a signed-in member applies with their details already filled in, is given a
// readable reference (the one their mail gives), and follows the application on /profile, where
// the staff's decision (`forms-api applications decide`) appears with its date and note. An
// application sent before the account existed is listed too; with none, the profile says so.
// Needs the service with GET /api/users/me/applications and references (built with this change).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { after, before, test } from 'node:test';
import { applyByApi, signInWithForm, signUpByApi } from './account.mjs';
import { accessibilityViolations } from './axe.mjs';
import { launch, openPage } from './browser.mjs';
import { mailTo } from './mail.mjs';
import { assertNone, reportCspViolations } from './problems.mjs';
import { startSite } from './server.mjs';

const SHOTS = resolve(import.meta.dirname, '../../target/screenshots');
const FORMS_API = process.env.FORMS_API_BIN ?? resolve(import.meta.dirname, '../../target/debug/forms-api');
const REFERENCE = /IAAII-\d{4}-\d{5}/;
let site;
let browser;

before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  site = await startSite();
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await site?.stop();
});

/** A page signed in as a new member with a confirmed address. */
async function member(email, firstName, lastName, width = 1280) {
  await signUpByApi(site.base, site.outbox, { email, firstName, lastName });
  const opened = await openPage(browser, { width, height: 900 });
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

async function waitForMail(address, text) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (mailTo(site.outbox, address).some((mail) => mail.includes(text))) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${address} with ${text}`);
}

test('a signed-in member applies with their details filled in, gets a readable reference, and follows it on the profile to its decision', async () => {
  const email = 'katherine@example.org';
  const { page, problems, close } = await member(email, 'Katherine', 'Johnson');
  await page.goto(`${site.base}/membership-application/`, { waitUntil: 'networkidle' });
  const field = (label) => page.getByLabel(label, { exact: true });
  assert.equal(await field('First name').inputValue(), 'Katherine');
  assert.equal(await field('Family name').inputValue(), 'Johnson');
  assert.equal(await field('Email address').inputValue(), email);
  await field('Gender').selectOption('Female');
  await field('Country').selectOption('France');
  await field('Mobile number').fill('+33 1 23 45 67 89');
  await page.getByRole('button', { name: 'Next' }).click();
  await field('Job title').fill('Research Mathematician');
  await field('Job classification').fill('Research');
  await field('Highest qualification').fill('PhD in Mathematics');
  await field('Department').fill('Flight Research');
  await field('Institution').fill('Example Research Centre');
  await page.getByRole('button', { name: 'Next' }).click();
  await field('Research interests').fill('Orbital mechanics');
  await page.getByRole('button', { name: 'Next' }).click();
  await field("Contact person's name").fill('Dorothy Vaughan');
  await field("Contact person's institution").fill('Example Research Centre');
  await field('Areas for collaboration').fill('Teaching, research');
  await page.getByLabel('Regular').check();
  assert.equal(
    await page.getByRole('link', { name: 'privacy notice (opens in new tab)' }).getAttribute('href'),
    '/privacy/',
  );
  await page.getByLabel(/I consent to the association keeping the information/).check();
  await page.getByRole('button', { name: 'Submit Application' }).click();

  const dialog = page.getByRole('dialog');
  await dialog.getByText('Application Submitted!').waitFor();
  const reference = (await dialog.locator('strong').textContent()).trim();
  assert.match(reference, REFERENCE);
  await dialog.getByText(`Your reference is ${reference}.`).waitFor();
  await page.screenshot({ path: `${SHOTS}/application-reference-1280.png` });
  await waitForMail(email, reference);

  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'your profile' }).click();
  await page.waitForURL(`${site.base}/profile/`);
  const card = page.locator('li', { has: page.getByRole('heading', { name: `Application ${reference}` }) });
  await card.waitFor();
  assert.deepEqual(await rows(card), [
    `Sent: ${await today(page)}`,
    'Membership type: Regular',
    'Status: Received: the membership team will review it and write to you.',
  ]);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    assertNone(
      await accessibilityViolations(page, `/profile/ with an application at ${width} px`),
      'accessibility violations',
    );
  }

  execFileSync(
    FORMS_API,
    [
      'applications',
      'decide',
      reference,
      'accepted',
      '--note',
      'Welcome to the association.',
      '--database',
      site.database,
      '--outbox',
      site.outbox,
      '--site-url',
      `${site.base}/`,
    ],
    { encoding: 'utf8' },
  );
  await page.reload({ waitUntil: 'networkidle' });
  await card.waitFor();
  assert.deepEqual(await rows(card), [
    `Sent: ${await today(page)}`,
    'Membership type: Regular',
    `Status: Accepted on ${await today(page)}`,
    'Note from the membership team: Welcome to the association.',
  ]);
  await page.screenshot({ path: `${SHOTS}/profile-decided-1280.png`, fullPage: true });
  assert.deepEqual(problems, []);
  await close();
});

test('an application sent before the account existed is listed once the account is made', async () => {
  const email = 'early@example.org';
  const reference = await applyByApi(site.base, { email, firstName: 'Mary', familyName: 'Jackson' });

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
