// The membership application wizard in headless Chromium against `ssg serve` and its forms
// service (issue 23): each step an entry of the browser's history (Back, Forward, a reload), the
// page title naming the step, the service's limits with a character count under the text areas,
// the error summary of a refused application on "Check your answers" linking to every step, the
// draft forgotten at Logout, and the current step told apart in forced colours. The drafts a
// member's account keeps are application-drafts.test.mjs's.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { signInWithForm, signUpByApi } from './account.mjs';
import { fillStep } from './application.mjs';
import { SHOTS, servedSite } from './setup.mjs';

const site = servedSite();
const PAGE = '/membership-application/';

const heading = (page) => page.locator('#wizard-step-title');
const stepShown = (page, step) =>
  heading(page)
    .filter({ hasText: new RegExp(`^Step ${step} of 4`) })
    .waitFor();
const address = (page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** The application page, once its island answers (hydrated: the draft and the account are known). */
async function openApplication(page) {
  await page.goto(`${site.base}${PAGE}`, { waitUntil: 'networkidle' });
  await page.locator('.wizard [role="status"]').waitFor({ state: 'attached' });
}

/** Fill steps 1 to `last` and press Next after each. */
async function answerSteps(page, last) {
  for (let step = 1; step <= last; step++) {
    await fillStep(page, step);
    await page.getByRole('button', { name: 'Next' }).click();
    await stepShown(page, step + 1);
  }
}

test('each step is a history entry: Back and Forward move between steps, a reload keeps the step', async () => {
  const { page, problems, close } = await site.open();
  await openApplication(page);
  assert.match(await page.title(), /^Step 1 of 4: Personal – Membership Application/);
  await answerSteps(page, 2);
  assert.equal(address(page), `${PAGE}?step=3`);
  assert.match(await page.title(), /^Step 3 of 4: Research – /);

  await page.goBack();
  await stepShown(page, 2);
  assert.equal(address(page), `${PAGE}?step=2`);
  assert.equal(await page.getByLabel('Job title', { exact: true }).inputValue(), 'Research Mathematician');
  await page.goBack();
  await stepShown(page, 1);
  assert.equal(address(page), PAGE);
  await page.goForward();
  await stepShown(page, 2);
  await page.goForward();
  await stepShown(page, 3);

  await fillStep(page, 3);
  await page.reload({ waitUntil: 'networkidle' });
  await stepShown(page, 3);
  assert.equal(address(page), `${PAGE}?step=3`);
  assert.equal(
    await page.getByLabel('Research interests', { exact: true }).inputValue(),
    'Orbital mechanics, numerical methods',
  );
  await page.getByRole('button', { name: 'Previous' }).click();
  await stepShown(page, 2);
  assert.equal(await page.getByLabel('Institution', { exact: true }).inputValue(), 'Example Research Centre');
  assert.deepEqual(problems, []);
  await close();
});

for (const width of [375, 1280]) {
  test(`a text area counts its characters against the service's limit, at ${width} px`, async () => {
    const { page, problems, close } = await site.open({ width, height: 900 });
    await openApplication(page);
    await answerSteps(page, 2);
    const interests = page.getByLabel('Research interests', { exact: true });
    const count = page.locator('#researchInterests-count');
    assert.equal(await count.textContent(), '0 of 2,000 characters');
    await interests.fill('a'.repeat(2150));
    assert.equal(await count.textContent(), '2,150 of 2,000 characters (150 too many)');
    assert.match(await interests.getAttribute('aria-describedby'), /researchInterests-count/);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Please use at most 2,000 characters').first().waitFor();
    assert.match(await page.title(), /^Error: Step 3 of 4: Research – /);
    await interests.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/wizard-count-${width}.png` });
    assert.deepEqual(problems, []);
    await close();
  });
}

for (const width of [375, 1280]) {
  test(`a refused application lists every refused field, each link going to its step, at ${width} px`, async () => {
    const { page, problems, close } = await site.open({ width, height: 900 });
    // A rule the browser cannot know: the service's answer stands in for it.
    await page.route('**/api/users/submit-form', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'Please correct the highlighted fields.',
          errors: {
            mobile: 'This number cannot receive messages',
            researchInterests: 'Please describe them in English',
          },
        }),
      }),
    );
    await openApplication(page);
    await answerSteps(page, 3);
    await fillStep(page, 4);
    await page.getByRole('button', { name: 'Next' }).click();
    await heading(page)
      .filter({ hasText: /^Check your answers$/ })
      .waitFor();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await summary.waitFor();
    await page.waitForFunction(() => document.activeElement?.classList.contains('error-summary'));
    // Focus brings it into view (smoothly, as the theme scrolls).
    await page.waitForFunction(() => {
      const { top, bottom } = document.querySelector('.error-summary').getBoundingClientRect();
      return top >= 0 && bottom <= window.innerHeight;
    });
    assert.deepEqual(await summary.getByRole('link').allTextContents(), [
      'This number cannot receive messages (Step 1 of 4: Personal)',
      'Please describe them in English (Step 3 of 4: Research)',
    ]);
    assert.match(await page.title(), /^Error: Check your answers – /);
    await page.screenshot({ path: `${SHOTS}/wizard-error-summary-${width}.png` });
    await summary.getByRole('link', { name: /^Please describe them in English/ }).click();
    await stepShown(page, 3);
    await page.waitForFunction(() => document.activeElement?.id === 'researchInterests');
    assert.equal(address(page), `${PAGE}?step=3`);
    // Put right, the step's button goes back to "Check your answers"; the number is still held.
    await page.getByLabel('Research interests', { exact: true }).fill('Orbital mechanics');
    await page.getByRole('button', { name: 'Save and return to check your answers' }).click();
    await summary.getByRole('link', { name: /^This number cannot receive messages/ }).click();
    await stepShown(page, 1);
    await page.getByLabel('Mobile number', { exact: true }).fill('+33 1 98 76 54 32');
    await page.getByRole('button', { name: 'Save and return to check your answers' }).click();
    await heading(page)
      .filter({ hasText: /^Check your answers$/ })
      .waitFor();
    assert.equal(address(page), `${PAGE}?step=5`);
    // The page asked for it, so the record keeps the refusal; nothing else went wrong.
    assert.deepEqual(
      problems.filter((line) => !/submit-form|status of 400/.test(line)),
      [],
    );
    await close();
  });
}

test("the draft of a member's application is gone after Logout", async () => {
  const email = 'dorothy@example.org';
  await signUpByApi(site.base, site.outbox, { email, firstName: 'Dorothy', lastName: 'Vaughan' });
  const { page, problems, close } = await site.open();
  await signInWithForm(page, site.base, email);
  await openApplication(page);
  const field = (label) => page.getByLabel(label, { exact: true });
  await page.waitForFunction(() => document.getElementById('firstName')?.value === 'Dorothy');
  await field('Mobile number').fill('+1 202 555 0143');
  await field('Country').selectOption('France');
  await page.waitForFunction(() =>
    Object.keys(sessionStorage).some((key) => key.startsWith('iaaii-draft:') && sessionStorage[key].includes('0143')),
  );

  await page.locator('.account-menu__button').click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(`${site.base}/`);
  const drafts = await page.evaluate(() =>
    [sessionStorage, localStorage].flatMap((store) =>
      Object.keys(store).filter((key) => key.startsWith('iaaii-draft:')),
    ),
  );
  assert.deepEqual(drafts, [], 'no draft is kept after Logout');

  await openApplication(page);
  for (const label of ['First name', 'Family name', 'Email address', 'Mobile number']) {
    assert.equal(await field(label).inputValue(), '', `${label} is empty`);
  }
  assert.equal(await field('Country').inputValue(), '');
  assert.equal(await page.getByText('We have restored the answers you entered earlier.').count(), 0);
  assert.deepEqual(problems, []);
  await close();
});

test('in forced colours, the current step of the indicator has a ring the others lack', async () => {
  const { page, problems, close } = await site.open();
  await page.emulateMedia({ forcedColors: 'active' });
  await openApplication(page);
  const outlines = await page
    .locator('.wizard-steps__marker')
    .evaluateAll((markers) => markers.map((marker) => getComputedStyle(marker).outlineStyle));
  assert.deepEqual(outlines, ['solid', 'none', 'none', 'none']);
  await page.screenshot({ path: `${SHOTS}/wizard-steps-forced-colors-1280.png`, clip: await stepsBox(page) });
  assert.deepEqual(problems, []);
  await close();
});

async function stepsBox(page) {
  const box = await page.locator('.wizard-steps').boundingBox();
  return { x: box.x - 8, y: box.y - 8, width: box.width + 16, height: box.height + 16 };
}
