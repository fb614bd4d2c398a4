// A visitor who uses only the keyboard: creates an account (opening the link mailed to confirm
// its address as a mail program would, by its address), signs in and applies for membership
// with Tab, Shift+Tab, Enter, Space, the arrow keys and typing, reaching each field by Tab from
// the one before (or from the skip link), in headless Chromium against `ssg serve` and its forms
// service. Each outcome is checked on screen and in the service.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PASSWORD } from './account.mjs';
import { awaitingLink, exportedApplication, followApplicationLink } from './application.mjs';
import { waitForConfirmationLink } from './mail.mjs';
import { servedSite } from './setup.mjs';

const EMAIL = 'grace@example.org';
let visitor;
const site = servedSite({
  // One visitor throughout: signing up, signing in and applying happen in the same browser.
  prepare: async (served) => {
    visitor = await served.open({ width: 1280, height: 900 });
  },
});

/** The focused element, described for a failure message. */
function focused(page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    const name = element.getAttribute('aria-label') ?? element.labels?.[0]?.textContent ?? element.textContent;
    return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> "${name.trim().slice(0, 60)}"`;
  });
}

const hasFocus = (locator) => locator.evaluate((element) => element === document.activeElement);

/** Press `key` (Tab unless told) once, and expect focus on `target`. */
async function press(page, target, key = 'Tab') {
  await page.keyboard.press(key);
  assert.ok(await hasFocus(target), `${key} should reach ${target}, but reached ${await focused(page)}`);
}

/** Press Tab until focus reaches `target`, past the links in a page's text; at most `limit` times. */
async function tabTo(page, target, limit = 25) {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await hasFocus(target)) return;
  }
  assert.fail(`${limit} presses of Tab did not reach ${target}; focus is on ${await focused(page)}`);
}

/** Tab to `target` and type `text` into it. */
async function answer(page, target, text) {
  await press(page, target);
  await page.keyboard.type(text);
}

/** On a page just loaded: Tab to the skip link, Enter, and focus is on the main content. */
async function skipToContent(page) {
  await press(page, page.getByRole('link', { name: 'Skip to main content' }));
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.id === 'main');
}

test('a new visitor signs up with the keyboard alone', async () => {
  const { page, problems } = visitor;
  await page.goto(`${site.base}/signup/`, { waitUntil: 'networkidle' });
  await skipToContent(page);
  await tabTo(page, page.getByLabel('First name'));
  await page.keyboard.type('Grace');
  await answer(page, page.getByLabel('Last name'), 'Hopper');
  await answer(page, page.getByLabel('Email'), EMAIL);
  await answer(page, page.getByLabel('Password', { exact: true }), PASSWORD);
  await press(page, page.getByRole('button', { name: 'Show password' }));
  await answer(page, page.getByLabel('Confirm password', { exact: true }), PASSWORD);
  await press(page, page.getByRole('button', { name: 'Show confirm password' }));
  const terms = page.getByRole('checkbox', { name: /I agree to the terms and conditions/ });
  await press(page, terms);
  await page.keyboard.press('Space');
  assert.ok(await terms.isChecked(), 'Space ticks the terms');
  await press(page, page.getByRole('link', { name: /terms and conditions/ }));
  await press(page, page.getByRole('button', { name: 'Create account' }));
  await page.keyboard.press('Enter');

  // On /login, the notice to check the inbox has focus, so it is read first.
  await page.waitForURL(`${site.base}/login/`);
  const inbox = page.getByRole('status').filter({ hasText: `We have sent a message to ${EMAIL}.` });
  await inbox.waitFor();
  assert.ok(await hasFocus(inbox), `the notice to check the inbox has focus, not ${await focused(page)}`);

  // The link in the mail: the outcome takes focus, and Tab leads on to Sign in.
  const { link } = await waitForConfirmationLink(site.outbox, EMAIL);
  await page.goto(link, { waitUntil: 'networkidle' });
  const confirmed = page
    .getByRole('status')
    .filter({ hasText: 'Your email address is confirmed. You can now sign in.' });
  await confirmed.waitFor();
  assert.ok(await hasFocus(confirmed), `the confirmation has focus, not ${await focused(page)}`);
  await press(page, page.getByRole('link', { name: 'Sign in', exact: true }));
  await page.keyboard.press('Enter');
  await page.waitForURL(`${site.base}/login/`);
  assert.deepEqual(problems, []);
});

test('they sign in with the keyboard alone, checking the password they typed', async () => {
  const { page, problems } = visitor;
  await page.goto(`${site.base}/login/`, { waitUntil: 'networkidle' });
  await skipToContent(page);
  const email = page.getByLabel('Email');
  await tabTo(page, email);
  await page.keyboard.type(EMAIL);
  const password = page.getByLabel('Password', { exact: true });
  await answer(page, password, PASSWORD);
  await press(page, page.getByRole('button', { name: 'Show password' }));
  await page.keyboard.press('Space');
  assert.equal(await password.getAttribute('type'), 'text', 'Space on Show password shows it');
  await press(page, password, 'Shift+Tab');
  await press(page, page.getByRole('button', { name: 'Hide password' }));
  await press(page, page.getByRole('link', { name: 'Forgot password?' }));
  await press(page, page.getByRole('checkbox', { name: 'Remember me' }));
  await page.keyboard.press('Space');
  await press(page, page.getByRole('button', { name: 'Sign in' }));
  await page.keyboard.press('Enter');

  await page.waitForURL(`${site.base}/`);
  const menu = page.getByRole('button', { name: 'Grace Hopper, account menu' });
  await menu.waitFor();
  await page.waitForLoadState('networkidle');
  await tabTo(page, menu);
  await page.keyboard.press('Enter');
  await press(page, page.getByRole('link', { name: 'My Profile' }));
  await page.keyboard.press('Enter');
  await page.waitForURL(`${site.base}/profile/`);
  await page.locator('main').getByText(EMAIL, { exact: true }).waitFor();
  const me = await page.request.get(`${site.base}/api/users/me`);
  assert.equal(me.status(), 200, 'the service has a session for this browser');
  assert.equal((await me.json()).email, EMAIL);
  assert.deepEqual(problems, []);
});

test('they apply for membership with the keyboard alone, every step and the check to the acknowledgement', async () => {
  const { page, problems } = visitor;
  await page.goto(`${site.base}/membership-application/`, { waitUntil: 'networkidle' });
  await skipToContent(page);
  const stepHeading = (step) => page.getByRole('heading', { name: new RegExp(`^Step ${step} of 4`) });
  const field = (label) => page.getByLabel(label, { exact: true });
  const next = page.getByRole('button', { name: 'Next' });
  const previous = page.getByRole('button', { name: 'Previous' });
  /** From a step's last field, Tab passes Previous to Next, and Enter goes on to the next step. */
  const onward = async () => {
    await press(page, previous);
    await press(page, next);
    await page.keyboard.press('Enter');
  };

  // Step 1, Personal. Selects take their option from the arrow keys or from typing its name.
  await tabTo(page, field('First name'), 40);
  await page.keyboard.type('Katherine');
  await answer(page, field('Family name'), 'Johnson');
  await press(page, field('Gender'));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  assert.equal(await field('Gender').inputValue(), 'Female', 'ArrowDown twice passes Male to Female');
  await answer(page, field('Email address'), 'katherine@example.org');
  await answer(page, field('Country'), 'France');
  assert.equal(await field('Country').inputValue(), 'France', 'typing a country name selects it');
  await answer(page, field('Mobile number'), '+33 1 23 45 67 89');
  await press(page, next);
  await page.keyboard.press('Enter');

  // Step 2, Professional: focus starts on the step's heading, so Tab leads into its fields.
  await stepHeading(2).waitFor();
  assert.ok(await hasFocus(stepHeading(2)), `the step's heading has focus, not ${await focused(page)}`);
  await answer(page, field('Job title'), 'Research Mathematician');
  await answer(page, field('Job classification'), 'Researcher');
  await answer(page, field('Highest qualification'), 'PhD in Mathematics');
  await answer(page, field('Department'), 'Flight Research');
  await answer(page, field('Institution'), 'Example Research Centre');
  await answer(page, field('Years in academia (optional)'), '12');
  await onward();

  // Step 3, Research.
  await stepHeading(3).waitFor();
  await answer(page, field('Research interests'), 'Orbital mechanics, numerical methods');
  await answer(page, field('Subject classification (optional)'), '70F15, 65L06');
  await press(page, field('Areas of specialization (optional)'));
  await onward();

  // Step 4, Collaboration & Membership: the arrow keys choose among the membership types.
  await stepHeading(4).waitFor();
  await answer(page, field("Contact person's name"), 'Dorothy Vaughan');
  await answer(page, field("Contact person's institution"), 'Example Research Centre');
  await answer(page, field('Areas for collaboration'), 'Teaching, research');
  await press(page, page.getByRole('radio', { name: 'Individual' }));
  await page.keyboard.press('ArrowDown');
  assert.ok(await page.getByRole('radio', { name: 'Student' }).isChecked(), 'ArrowDown chooses Student');
  const consent = page.getByRole('checkbox', { name: /I consent to the association keeping the information/ });
  await press(page, consent);
  await page.keyboard.press('Space');
  await press(page, page.getByRole('link', { name: 'privacy notice (opens in new tab)' }));
  await onward();

  // Check your answers: focus starts on its heading; each answer's Change link, then Submit.
  const checkHeading = page.getByRole('heading', { name: 'Check your answers' });
  await checkHeading.waitFor();
  assert.ok(await hasFocus(checkHeading), `the check's heading has focus, not ${await focused(page)}`);
  await press(page, page.getByRole('link', { name: 'Change first name' }));
  await tabTo(page, page.getByRole('link', { name: 'Change confidentiality consent' }), 25);
  await press(page, previous);
  await press(page, page.getByRole('button', { name: 'Submit Application' }));
  await page.keyboard.press('Enter');

  const dialog = await awaitingLink(page, 'katherine@example.org');
  const home = dialog.getByRole('button', { name: 'Return to Homepage' });
  assert.ok(await hasFocus(home), `the dialog's button has focus, not ${await focused(page)}`);
  await page.keyboard.press('Enter');
  await page.waitForURL(`${site.base}/`);

  // Sent without signing in: the link mailed to the address sends it on.
  await followApplicationLink(page, site, 'katherine@example.org');
  const application = exportedApplication(site, 'katherine@example.org');
  assert.deepEqual(
    [
      application.gender,
      application.country,
      application.yearsInAcademia,
      application.membershipType,
      application.confidentialityConsent,
    ],
    ['Female', 'France', 12, 'student', true],
  );
  assert.deepEqual(problems, []);
});
