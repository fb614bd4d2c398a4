// The forms in French and Spanish, in headless Chromium against `ssg serve` and its forms
// service: the labels, hints and the forms' own checks in the page's language; the service's
// answers in it too (its messages found in the catalog, its codes unchanged); the country list of
// the application named in French ("Allemagne"); an application sent from the French page, its
// link, its acknowledgement and their mail in French, the link leading to the French page; and
// axe finding nothing on the translated forms.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { accessibilityViolations } from './axe.mjs';
import { waitForApplicationLink, waitForMail } from './mail.mjs';
import { assertNone } from './problems.mjs';
import { SHOTS, servedSite } from './setup.mjs';

const site = servedSite();

/** A page, once its island has hydrated (its language's messages loaded). */
async function openForm(page, path) {
  await page.goto(`${site.base}${path}`, { waitUntil: 'networkidle' });
  await page.locator('[data-island] form, [data-island] section').first().waitFor();
}

test('the sign-in form in French: labels, its own checks and the service\u2019s answer', async () => {
  const { page, problems, close } = await site.open({ width: 375, height: 900 });
  await openForm(page, '/fr/login/');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');
  await page.getByLabel('Adresse e-mail', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByRole('heading', { name: 'Il y a un problème' }).waitFor();
  await page.getByRole('link', { name: 'L’adresse e-mail est obligatoire' }).waitFor();
  assert.match(await page.title(), /^Erreur/);

  await page.getByLabel('Adresse e-mail', { exact: true }).fill('personne@example.org');
  await page.getByLabel('Mot de passe', { exact: true }).fill('Pas-le-bon-1');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByText('L’adresse e-mail ou le mot de passe est incorrect.').waitFor();
  // Links from the form stay in French.
  assert.equal(await page.getByRole('link', { name: 'Créer un compte' }).getAttribute('href'), '/fr/signup/');
  await page.screenshot({ path: `${SHOTS}/login-fr-375.png`, fullPage: true });
  const violations = await accessibilityViolations(page, '/fr/login');
  assertNone(violations, 'axe on /fr/login');
  // The refused sign-in is the one expected answer the browser reports.
  assert.deepEqual(
    problems.filter((line) => !/users\/login|status of 401/.test(line)),
    [],
  );
  await close();
});

test('the sign-up form in Spanish: labels and the checks of its password', async () => {
  const { page, problems, close } = await site.open({ width: 1280, height: 900 });
  await openForm(page, '/es/signup/');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'es');
  await page.getByLabel('Correo electrónico', { exact: true }).fill('ines@example.org');
  await page.getByLabel('Contraseña', { exact: true }).fill('Corta1!');
  await page.getByLabel('Confirmar contraseña', { exact: true }).fill('Otra-cosa-99');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await page.getByRole('heading', { name: 'Hay un problema' }).waitFor();
  const said = await page.locator('[data-island]').innerText();
  assert.match(said, /contraseñas no coinciden/i, said);
  assert.match(said, /La contraseña debe tener al menos 8 caracteres/, said);
  assert.doesNotMatch(said, /Passwords do not match|is required|Password must|There is a problem/, said);
  const violations = await accessibilityViolations(page, '/es/signup');
  assertNone(violations, 'axe on /es/signup');
  assert.deepEqual(problems, []);
  await close();
});

/** The application's answers by the French form's labels, a step each. */
const FRENCH_ANSWERS = [
  {
    Prénom: 'Amélie',
    'Nom de famille': 'Lagarde',
    Genre: 'Femme',
    'Adresse e-mail': 'amelie.lagarde@example.org',
    Pays: 'Allemagne',
    'Téléphone mobile': '+49 30 1234567',
  },
  {
    'Intitulé du poste': 'Chercheuse',
    'Catégorie professionnelle': 'Recherche',
    'Diplôme le plus élevé': 'Doctorat en informatique',
    Département: 'Informatique',
    Établissement: 'Université de Lyon',
  },
  { 'Thèmes de recherche': 'Apprentissage automatique, logique' },
  {
    'Nom de la personne de contact': 'Claire Martin',
    'Établissement de la personne de contact': 'Université de Lyon',
    'Domaines de collaboration': 'Enseignement, recherche',
    Individuelle: true,
  },
];

async function fill(page, answers) {
  for (const [label, value] of Object.entries(answers)) {
    const field = page.getByLabel(label, { exact: true });
    if (value === true) await field.check();
    else if ((await field.evaluate((element) => element.tagName)) === 'SELECT')
      await field.selectOption({ label: value });
    else await field.fill(value);
  }
}

test('an application sent from the French page: French all the way, and its mail', async () => {
  const { page, problems, close } = await site.open({ width: 1280, height: 900 });
  await openForm(page, '/fr/membership-application/');
  await page.locator('.wizard [role="status"]').waitFor({ state: 'attached' });
  // The wizard's own check, in French.
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByRole('alert').getByRole('link', { name: 'Le prénom est obligatoire' }).waitFor();
  // Countries named in French, in French order.
  const countries = await page.getByLabel('Pays', { exact: true }).locator('option').allTextContents();
  assert.ok(countries.includes('Allemagne'), 'Germany is "Allemagne"');
  assert.ok(countries.indexOf('Afrique du Sud') < countries.indexOf('Allemagne'), 'sorted as French sorts');
  for (const [index, answers] of FRENCH_ANSWERS.entries()) {
    await fill(page, answers);
    if (index === FRENCH_ANSWERS.length - 1) {
      await page.getByRole('checkbox').last().check();
    }
    await page.getByRole('button', { name: 'Suivant' }).click();
  }
  await page.getByRole('heading', { name: 'Vérifiez vos réponses' }).waitFor();
  await page.getByText('Allemagne').first().waitFor();
  await page.getByRole('button', { name: 'Envoyer la demande' }).click();
  // Nothing is sent until the mailed link is opened: the dialog says to check the inbox.
  const dialog = page.getByRole('dialog', { name: 'Consultez votre boîte de réception' });
  // The service's answer, translated from its English, with the address kept.
  await dialog.getByText(/amelie\.lagarde@example\.org/).waitFor();
  assert.doesNotMatch(await dialog.textContent(), /Almost done|we have sent/);

  // The mail with the link is in French, and the link opens the French page.
  const email = 'amelie.lagarde@example.org';
  await waitForMail(site.outbox, email, 'confirmez votre demande');
  const { link } = await waitForApplicationLink(site.outbox, email);
  assert.match(link, /\/fr\/confirm-application#token=/);
  await page.goto(link, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: 'Demande reçue' }).waitFor();
  await page.getByText(/^Votre référence est IAAII-\d{4}-\d{5}\./).waitFor();
  const received = await waitForMail(site.outbox, email, 'nous avons bien reçu votre demande');
  assert.match(received.text, /Amélie/);
  const violations = await accessibilityViolations(page, '/fr/confirm-application');
  assertNone(violations, 'axe on /fr/confirm-application');
  assert.deepEqual(problems, []);
  await close();
});
