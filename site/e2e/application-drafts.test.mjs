// A member's unfinished application follows them to another device, in headless Chromium against
// `ssg serve` and its forms service: the service keeps the draft of a signed-in member (GET and
// POST /api/users/me/draft), so answers typed on a phone are found, at their step, in a second
// browser (a context of its own: its own storage, signed in again); "Check your answers" lists
// them with Change links, and once the application is sent the service keeps no draft. 'Start
// again' deletes the service's copy; a visitor not signed in never asks for one.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { test } from 'node:test';
import { signInWithForm, signUpByApi } from './account.mjs';
import { acknowledgement, fillStep } from './application.mjs';
import { accessibilityViolations } from './axe.mjs';
import { assertNone, reportCspViolations } from './problems.mjs';
import { servedSite } from './setup.mjs';

const site = servedSite();
const PAGE = '/membership-application/';
/** Screenshots of "Check your answers" for a person to look at (not kept in git). */
const SHOTS = '/tmp/wizard-shots';
const SAVED_NOTE = 'Your answers are saved to your account, so you can continue on another device.';

const heading = (page) => page.locator('#wizard-step-title');
const shown = (page, text) => heading(page).filter({ hasText: text }).waitFor();
const field = (page, label) => page.getByLabel(label, { exact: true });

/** The application page, once its island answers (hydrated: the draft and the account are known). */
async function openApplication(page) {
  await page.goto(`${site.base}${PAGE}`, { waitUntil: 'networkidle' });
  await page.locator('.wizard [role="status"]').waitFor({ state: 'attached' });
}

/** A browser of its own (a second device has its own storage), signed in as `email`. */
async function device(email, width) {
  const opened = await site.open({ width, height: 900 });
  await reportCspViolations(opened.page);
  await signInWithForm(opened.page, site.base, email);
  return opened;
}

/** The draft the service keeps for the member signed in on `page` (null: none). */
async function serviceDraft(page) {
  const response = await page.request.get(`${site.base}/api/users/me/draft`);
  assert.equal(response.status(), 200);
  return (await response.json()).draft ?? null;
}

/** Wait until the service keeps a draft that satisfies `test`. */
async function draftKept(page, test) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const draft = await serviceDraft(page);
    if (draft && test(draft)) return draft;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  assert.fail(`the service never kept the expected draft (it has ${JSON.stringify(await serviceDraft(page))})`);
}

/** The rows of "Check your answers" as "name: answer" (the Change links left out). */
const checkedAnswers = (page) =>
  page
    .locator('.summary-list__row')
    .evaluateAll((rows) =>
      rows.map((row) => `${row.querySelector('dt').textContent}: ${row.querySelector('dd').textContent}`),
    );

test("a member's answers follow them to a second device, where they check, change and send them", async () => {
  const email = 'mae@example.org';
  await signUpByApi(site.base, site.outbox, { email, firstName: 'Mae', lastName: 'Jemison' });
  const own = { 'First name': 'Mae', 'Family name': 'Jemison', 'Email address': email };

  // On the phone: two steps, then the phone is put away.
  const phone = await device(email, 375);
  await openApplication(phone.page);
  await phone.page.getByText(SAVED_NOTE).waitFor();
  await fillStep(phone.page, 1, own);
  await phone.page.getByRole('button', { name: 'Next' }).click();
  await shown(phone.page, /^Step 2 of 4/);
  await fillStep(phone.page, 2);
  await phone.page.getByRole('button', { name: 'Next' }).click();
  await shown(phone.page, /^Step 3 of 4/);
  const kept = await draftKept(phone.page, (draft) => draft.step === 2);
  assert.equal(kept.answers.institution, 'Example Research Centre');
  assert.equal(kept.answers.firstName, 'Mae');
  assert.deepEqual(phone.problems, []);
  await phone.close();

  // On the laptop: the same member finds the answers, at the step they reached.
  const laptop = await device(email, 1440);
  const { page, problems } = laptop;
  await openApplication(page);
  await shown(page, /^Step 3 of 4: Research$/);
  await page.getByText('We have restored the answers you entered earlier.').waitFor();
  await page.getByRole('button', { name: 'Previous' }).click();
  await shown(page, /^Step 2 of 4/);
  assert.equal(await field(page, 'Job title').inputValue(), 'Research Mathematician');
  await page.getByRole('button', { name: 'Previous' }).click();
  await shown(page, /^Step 1 of 4/);
  assert.equal(await field(page, 'Mobile number').inputValue(), '+33 1 23 45 67 89');
  assert.equal(await field(page, 'Country').inputValue(), 'France');
  for (const step of [1, 2]) {
    await page.getByRole('button', { name: 'Next' }).click();
    await shown(page, new RegExp(`^Step ${step + 1} of 4`));
  }
  await fillStep(page, 3);
  await page.getByRole('button', { name: 'Next' }).click();
  await shown(page, /^Step 4 of 4/);
  await fillStep(page, 4);
  await page.getByRole('button', { name: 'Next' }).click();
  await shown(page, /^Check your answers$/);
  assert.equal(new URL(page.url()).search, '?step=5');
  assert.match(await page.title(), /^Check your answers – /);
  const answers = await checkedAnswers(page);
  assert.equal(answers.length, 20);
  assert.ok(answers.includes('Job title: Research Mathematician'), answers.join('\n'));
  assert.ok(answers.includes('Years in academia: Not given'), answers.join('\n'));
  assert.ok(answers.includes('Membership type: Individual'), answers.join('\n'));

  // Checked by axe and looked at, on a phone and a laptop: the wizard itself, the sticky header
  // kept at the top (an element's screenshot scrolls, and would show the header over it).
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => {
    document.getElementById('site-header').style.position = 'static';
  });
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    assertNone(await accessibilityViolations(page, `Check your answers at ${width} px`), 'accessibility violations');
    await page.locator('.wizard').screenshot({ path: `${SHOTS}/check-answers-${width}.png` });
  }

  await page.evaluate(() => {
    document.getElementById('site-header').style.position = '';
  });

  // Change one answer: its step opens with focus on it, and its button comes back here.
  await page.getByRole('link', { name: 'Change job title' }).click();
  await shown(page, /^Step 2 of 4: Professional$/);
  await page.waitForFunction(() => document.activeElement?.id === 'jobTitle');
  await field(page, 'Job title').fill('Chief Research Mathematician');
  await page.getByRole('button', { name: 'Save and return to check your answers' }).click();
  await shown(page, /^Check your answers$/);
  assert.ok((await checkedAnswers(page)).includes('Job title: Chief Research Mathematician'));
  // Once the scroll to the wizard's top has ended, the heading clear of the sticky header.
  await page.waitForFunction(
    () =>
      document.getElementById('wizard-step-title').getBoundingClientRect().top >=
      document.getElementById('site-header').getBoundingClientRect().bottom,
  );
  await page.screenshot({ path: `${SHOTS}/check-answers-changed-1440.png` });

  const sent = page.waitForRequest((request) => request.url().endsWith('/api/users/submit-form'));
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await acknowledgement(page);
  const application = (await sent).postDataJSON();
  assert.equal(application.jobTitle, 'Chief Research Mathematician');
  assert.equal(application.researchInterests, 'Orbital mechanics, numerical methods');
  assert.equal(application.email, email);
  assert.equal(await serviceDraft(page), null, 'the service keeps no draft once the application is sent');
  assert.deepEqual(problems, []);
  await laptop.close();
});

test("'Start again' deletes the draft the service keeps", async () => {
  const email = 'ellen@example.org';
  await signUpByApi(site.base, site.outbox, { email, firstName: 'Ellen', lastName: 'Ochoa' });
  const { page, problems, close } = await device(email, 1280);
  await openApplication(page);
  await field(page, 'Mobile number').fill('+1 202 555 0143');
  await draftKept(page, (draft) => draft.answers.mobile === '+1 202 555 0143');
  await page.getByRole('button', { name: 'Start again' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start again?' });
  assertNone(await accessibilityViolations(page, 'the Start again dialog'), 'accessibility violations');
  await page.screenshot({ path: `${SHOTS}/start-again-1280.png` });
  await dialog.getByRole('button', { name: 'Delete my answers' }).click();
  await page.waitForFunction(() => document.getElementById('mobile')?.value === '');
  for (let attempt = 0; attempt < 25 && (await serviceDraft(page)) !== null; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  assert.equal(await serviceDraft(page), null);
  // The account's name is filled in again, as on a first visit, and not kept as a draft.
  assert.equal(await field(page, 'First name').inputValue(), 'Ellen');
  assert.deepEqual(problems, []);
  await close();
});

test('a visitor not signed in never asks the service for a draft', async () => {
  const { page, problems, close } = await site.open({ width: 1280, height: 900 });
  const asked = [];
  page.on('request', (request) => request.url().includes('/api/users/me/draft') && asked.push(request.url()));
  await openApplication(page);
  await fillStep(page, 1, { 'Email address': 'visitor@example.org' });
  await page.getByRole('button', { name: 'Next' }).click();
  await shown(page, /^Step 2 of 4/);
  await field(page, 'Job title').fill('Engineer');
  await page.waitForTimeout(1500);
  assert.deepEqual(asked, []);
  assert.equal(await page.getByText(SAVED_NOTE).count(), 0);
  assert.deepEqual(problems, []);
  await close();
});
