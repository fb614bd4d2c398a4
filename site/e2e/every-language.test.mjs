// A member's whole way through the site in each language, in headless Chromium against `ssg serve`
// and its forms service, the words taken from each language's catalogs (e2e/catalog.mjs): sign up
// on the page, the confirmation mail's link (to the page in that language), sign in, turn on
// two-step verification with an authenticator app, sign in again with a code, the profile, and
// sign out from the account menu. The wizard and recovery have walks of their own in French and
// Spanish (languages-forms, recovery-languages); the staff workspace is in English for now.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PASSWORD } from './account.mjs';
import { inLanguage, text } from './catalog.mjs';
import { waitForConfirmationLink } from './mail.mjs';
import { servedSite } from './setup.mjs';
import { codeFor } from './totp.mjs';

const site = servedSite();

const PEOPLE = {
  en: { email: 'ada.walk@example.org', firstName: 'Ada María', lastName: 'Lovelace-Núñez' },
  fr: { email: 'emilie.walk@example.org', firstName: 'Émilie', lastName: 'Du Châtelet-Lefèvre' },
  es: { email: 'maria.walk@example.org', firstName: 'María de los Ángeles', lastName: 'Fernández-Villaverde' },
};

/** A field's label as the page names it: the catalog's words first (a hint or a mark may follow). */
const label = (words) => new RegExp(`^${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The form on the sign-in page, filled and sent, once its script has drawn it. */
async function signIn(page, language, email) {
  await page.goto(`${site.base}${inLanguage(language, '/login/')}`, { waitUntil: 'networkidle' });
  await page.getByLabel(label(text(language, 'login-email'))).fill(email);
  await page.getByLabel(label(text(language, 'login-password'))).fill(PASSWORD);
  await page.getByRole('button', { name: text(language, 'login-submit'), exact: true }).click();
}

for (const language of ['en', 'fr', 'es']) {
  test(`${language}: sign up, the mailed link, sign in, two-step verification, the profile, sign out`, async () => {
    const person = PEOPLE[language];
    const say = (id, args) => text(language, id, args);
    const at = (path) => `${site.base}${inLanguage(language, path)}`;
    const { page, problems, close } = await site.open({ width: 375, height: 900 });

    await page.goto(at('/signup/'), { waitUntil: 'networkidle' });
    assert.equal(await page.evaluate(() => document.documentElement.lang), language);
    await page.getByLabel(label(say('signup-first-name'))).fill(person.firstName);
    await page.getByLabel(label(say('signup-last-name'))).fill(person.lastName);
    await page.getByLabel(label(say('signup-email'))).fill(person.email);
    await page.getByLabel(label(say('signup-password'))).fill(PASSWORD);
    await page.getByLabel(label(say('signup-confirm-password'))).fill(PASSWORD);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: say('signup-submit'), exact: true }).click();
    await page.waitForURL(at('/login/'));
    await page
      .getByRole('status')
      .filter({ hasText: say('service-check-inbox', { email: person.email }) })
      .waitFor();

    // The mail's link leads to the confirmation page in the language the account was made in.
    const { link } = await waitForConfirmationLink(site.outbox, person.email);
    assert.equal(new URL(link).pathname, inLanguage(language, '/confirm-email'), link);
    await page.goto(link, { waitUntil: 'load' });
    await page.getByText(say('service-address-confirmed')).waitFor();

    await signIn(page, language, person.email);
    await page.waitForURL(at('/'));
    await page.locator('#account-area[data-state="signed-in"]').waitFor({ state: 'attached' });

    await page.goto(at('/account-settings/'), { waitUntil: 'networkidle' });
    const section = page.getByRole('region', { name: say('settings-two-step-heading') });
    await section.getByRole('button', { name: say('settings-two-step-set-up-app') }).click();
    const secret = (await section.locator('code.two-step-secret').textContent()).replace(/\s/g, '');
    await section.getByLabel(label(say('two-step-app-code-label'))).fill(codeFor(secret));
    await section.getByRole('button', { name: say('two-step-setup-confirm') }).click();
    await section.locator('ol.two-step-codes li').nth(9).waitFor();
    await section.getByText(say('settings-two-step-on')).waitFor();

    // A new sign-in asks for the second step, in the same language.
    await page.context().clearCookies();
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await signIn(page, language, person.email);
    await page.getByRole('heading', { name: say('login-second-step-title') }).waitFor();
    await page.getByLabel(label(say('two-step-code-label'))).fill(codeFor(secret, 30));
    await page.getByRole('button', { name: say('two-step-continue'), exact: true }).click();
    await page.waitForURL(at('/'));

    await page.goto(at('/profile/'), { waitUntil: 'networkidle' });
    await page.getByText(person.email, { exact: true }).waitFor();
    await page.locator('main').getByText(person.lastName).first().waitFor();

    await page.getByRole('button', { name: 'Menu' }).or(page.locator('[data-nav-toggle]')).first().click();
    await page.getByRole('button', { name: say('nav-logout'), exact: true }).click();
    await page.waitForURL(at('/'));
    await page.locator('#account-area[data-state="signed-out"]').waitFor({ state: 'attached' });
    assert.deepEqual(problems, []);
    await close();
  });
}
