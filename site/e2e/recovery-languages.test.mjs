// Password recovery in French and Spanish, in headless Chromium against `ssg serve` and its forms
// service, as a member who signed up in that language would go through it: the code from the
// mail, then a new password, then signing in; and the link of the mail (`/fr/reset-password#token=`)
// opened in another browser. An older version drew an empty island on these pages in both
// languages, so such a member could not get back in.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PASSWORD } from './account.mjs';
import { mailTo, waitForConfirmationLink, waitForResetLink } from './mail.mjs';
import { servedSite } from './setup.mjs';

const site = servedSite();

/** The words of each language's pages, as its catalogs write them. */
const WORDS = {
  fr: {
    email: 'Adresse e-mail',
    send: 'Envoyer le code',
    enter: 'Saisir le code',
    digit: 'Chiffre 1 sur 6',
    verify: 'Vérifier',
    resetHeading: 'Choisissez un nouveau mot de passe',
    newPassword: 'Nouveau mot de passe',
    confirm: 'Confirmez le nouveau mot de passe',
    reset: 'Réinitialiser',
    changed: 'Mot de passe modifié !',
    toLogin: 'Se connecter',
    loginEmail: 'Adresse e-mail',
    loginPassword: 'Mot de passe',
    login: 'Se connecter',
  },
  es: {
    email: 'Correo electrónico',
    send: 'Enviar código',
    enter: 'Introducir el código',
    digit: 'Dígito 1 de 6',
    verify: 'Verificar',
    resetHeading: 'Elija una nueva contraseña',
    newPassword: 'Nueva contraseña',
    confirm: 'Confirme la nueva contraseña',
    reset: 'Restablecer contraseña',
    changed: '¡Contraseña cambiada!',
    toLogin: 'Iniciar sesión',
    loginEmail: 'Correo electrónico',
    loginPassword: 'Contraseña',
    login: 'Iniciar sesión',
  },
};

/** An account made in `language`, as its sign-up page makes it, its address confirmed. */
async function signUpIn(language, email) {
  const response = await fetch(`${site.base}/api/users/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': language },
    body: JSON.stringify({
      firstName: 'Émilie',
      lastName: 'Du Châtelet',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      agreeTerms: true,
    }),
  });
  assert.equal(response.status, 200, await response.text());
  const { token } = await waitForConfirmationLink(site.outbox, email);
  const confirmed = await fetch(`${site.base}/api/users/confirm-email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  assert.equal(confirmed.status, 200, await confirmed.text());
}

/** The six digits of the latest recovery code mailed to `email`, whatever the mail's language. */
async function latestCode(email) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const codes = (await mailTo(site.outbox, email))
      .map((mail) => /(?<![0-9a-f])(\d{6})(?![0-9a-f])/.exec(mail.text ?? ''))
      .filter(Boolean);
    if (codes.length > 0) return codes[codes.length - 1][1];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no recovery code for ${email}`);
}

async function signIn(page, language, email, password) {
  const words = WORDS[language];
  await page.waitForURL(`${site.base}/${language}/login/`);
  await page.waitForLoadState('networkidle');
  await page.getByLabel(words.loginEmail).fill(email);
  await page.getByLabel(words.loginPassword, { exact: true }).fill(password);
  await page.getByRole('button', { name: words.login, exact: true }).click();
  await page.waitForURL(`${site.base}/${language}/`);
}

for (const language of ['fr', 'es']) {
  const words = WORDS[language];

  test(`${language}: forgot password, the mailed code, a new password, then signing in`, async () => {
    const email = `code-${language}@example.org`;
    await signUpIn(language, email);
    const { page, problems, close } = await site.open({ width: 375, height: 812 });
    await page.goto(`${site.base}/${language}/forgot-password/`, { waitUntil: 'networkidle' });
    await page.getByLabel(words.email).fill(email);
    await page.getByRole('button', { name: words.send }).click();
    await page.getByRole('button', { name: words.enter }).click();
    await page.waitForURL(`${site.base}/${language}/otp-verification/`);
    const code = await latestCode(email);
    await page.getByLabel(words.digit).click();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: words.verify }).click();
    await page.waitForURL(`${site.base}/${language}/reset-password/`);
    await page.getByRole('heading', { name: words.resetHeading }).waitFor();
    const newPassword = 'Difference-Engine-1822';
    await page.getByLabel(words.newPassword, { exact: true }).fill(newPassword);
    await page.getByLabel(words.confirm, { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: words.reset, exact: true }).click();
    await page.getByRole('dialog').getByText(words.changed).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: words.toLogin }).click();
    await signIn(page, language, email, newPassword);
    assert.deepEqual(problems, []);
    await close();
  });

  test(`${language}: the link of the recovery mail sets a new password in another browser`, async () => {
    const email = `link-${language}@example.org`;
    await signUpIn(language, email);
    const laptop = await site.open({ width: 1280, height: 900 });
    await laptop.page.goto(`${site.base}/${language}/forgot-password/`, { waitUntil: 'networkidle' });
    await laptop.page.getByLabel(words.email).fill(email);
    await laptop.page.getByRole('button', { name: words.send }).click();
    await laptop.page.getByRole('button', { name: words.enter }).waitFor();
    await laptop.close();

    const { link } = await waitForResetLink(site.outbox, email);
    assert.ok(link.includes(`/${language}/reset-password#token=`), `the mail links to its language: ${link}`);
    const phone = await site.open({ width: 375, height: 812 });
    await phone.page.goto(link, { waitUntil: 'networkidle' });
    await phone.page.getByRole('heading', { name: words.resetHeading }).waitFor();
    const newPassword = 'Difference-Engine-1822';
    await phone.page.getByLabel(words.newPassword, { exact: true }).fill(newPassword);
    await phone.page.getByLabel(words.confirm, { exact: true }).fill(newPassword);
    await phone.page.getByRole('button', { name: words.reset, exact: true }).click();
    await phone.page.getByRole('dialog').getByText(words.changed).waitFor();
    await phone.page.getByRole('dialog').getByRole('button', { name: words.toLogin }).click();
    await signIn(phone.page, language, email, newPassword);
    assert.deepEqual(phone.problems, []);
    await phone.close();
  });
}

test('an unknown address under /fr/ and /es/ answers that language’s page for unknown addresses', async () => {
  const { page, close } = await site.open({ width: 1280, height: 900 });
  for (const [language, heading] of [
    ['fr', 'Page introuvable'],
    ['es', 'Página no encontrada'],
  ]) {
    const response = await page.goto(`${site.base}/${language}/no-such-page/`);
    assert.equal(response?.status(), 404);
    assert.equal(await page.locator('html').getAttribute('lang'), language);
    assert.equal(await page.locator('h1').textContent(), heading);
  }
  await close();
});
