// A membership application in the browser tests: the answers a test gives the form, step by step,
// the dialog that acknowledges it, and what the staff do with it through the forms-api command
// (its export, their decision).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { waitForApplicationLink } from './mail.mjs';

const FORMS_API = process.env.FORMS_API_BIN ?? resolve(import.meta.dirname, '../../target/debug/forms-api');

/** Katherine Johnson's answers by the form's labels, a step each; `true` checks a box or a radio. */
export const ANSWERS = [
  {
    'First name': 'Katherine',
    'Family name': 'Johnson',
    Gender: 'Female',
    'Email address': 'katherine@example.org',
    Country: 'France',
    'Mobile number': '+33 1 23 45 67 89',
  },
  {
    'Job title': 'Research Mathematician',
    'Job classification': 'Research',
    'Highest qualification': 'PhD in Mathematics',
    Department: 'Flight Research',
    Institution: 'Example Research Centre',
  },
  { 'Research interests': 'Orbital mechanics, numerical methods' },
  {
    "Contact person's name": 'Dorothy Vaughan',
    "Contact person's institution": 'Example Research Centre',
    'Areas for collaboration': 'Teaching, research',
    Individual: true,
    'I consent to the association keeping the information in this application confidential and using it only to process my membership.': true,
  },
];

/** Answer the fields of step `step` (1 to 4) as ANSWERS has them, with `changes` over them. */
export async function fillStep(page, step, changes = {}) {
  for (const [label, value] of Object.entries({ ...ANSWERS[step - 1], ...changes })) {
    const field = page.getByLabel(label, { exact: true });
    if (value === true) await field.check();
    else if ((await field.evaluate((element) => element.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
}

/**
 * Wait for the dialog that says an application sent without signing in with its address waits for
 * the link mailed to `email`, and return it.
 */
export async function awaitingLink(page, email) {
  const dialog = page.getByRole('dialog', { name: 'Check your inbox' });
  await dialog
    .getByText(
      `Almost done: we have sent a message to ${email}. Open the link in it within 48 hours to send us your application.`,
    )
    .waitFor();
  return dialog;
}

/** Open the link mailed to `email` in `page`, as the applicant does; the application's reference. */
export async function followApplicationLink(page, site, email) {
  const { link } = await waitForApplicationLink(site.outbox, email);
  await page.goto(link, { waitUntil: 'load' });
  await page.getByRole('heading', { name: 'Application received' }).waitFor();
  const said = await page.getByText(/^Your reference is IAAII-\d{4}-\d{5}\./).textContent();
  return said.match(/IAAII-\d{4}-\d{5}/)[0];
}

/** Wait for the dialog that acknowledges an application that reached the staff, and return it. */
export async function acknowledgement(page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Application Submitted!').waitFor();
  await dialog
    .getByText('Thank you for your application. We will review your information and get back to you soon.')
    .waitFor();
  return dialog;
}

/** The application from `email` as the staff's export (`forms-api applications export`) has it. */
export function exportedApplication(site, email) {
  const exported = JSON.parse(
    execFileSync(FORMS_API, ['applications', 'export', '--database', site.database, '--format', 'json'], {
      encoding: 'utf8',
    }),
  );
  const application = exported.find((entry) => entry.email === email);
  assert.ok(application, `the application from ${email} is in the staff export`);
  return application;
}

/** The staff's decision on the application `reference` (`forms-api applications decide`), mailed. */
export function decide(site, reference, decision, note) {
  const where = ['--database', site.database, '--outbox', site.outbox, '--site-url', `${site.base}/`];
  execFileSync(FORMS_API, ['applications', 'decide', reference, decision, '--note', note, ...where], {
    encoding: 'utf8',
  });
}
