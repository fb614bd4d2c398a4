// The recovery flow in the page's language: French and Spanish headings, labels, buttons and the
// island's own messages (the catalog, loaded before the island renders, as mountIsland does), and
// the pages' names, which the island sets after a move without a page load.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../lib/messages/catalog';
import { answers, service } from '../../lib/testing/service';
import { names as forgotNames } from './routes/forgot-password';
import { names as otpNames } from './routes/otp-verification';
import { names as resetNames } from './routes/reset-password';
import { namePage } from './steps';
import { CODE_SENT, openStep } from './testing';

/** Narrow no-break space, before French ? ! : ; */
const NNBSP = '\u202f';

afterEach(() => loadLanguage('en'));

describe('the pages’ names', () => {
  // In English, the front matter's (steps.test.ts).
  it.each([
    ['forgot-password', forgotNames],
    ['otp-verification', otpNames],
    ['reset-password', resetNames],
  ])('are the catalog’s in English: %s', (_, names) => {
    const { title, lead } = names();
    document.title = 'Somewhere | IAAII';
    document.body.innerHTML = '<h1 class="page-heading__title"></h1><p class="page-heading__lead"></p>';
    namePage(names());
    expect(document.title).toBe(`${title} | IAAII`);
    expect(document.querySelector('.page-heading__lead')?.textContent).toBe(lead);
  });

  it('are French on a French page', async () => {
    await loadLanguage('fr');
    document.title = 'Mot de passe oublié | IAAII';
    document.body.innerHTML = '<h1 class="page-heading__title"></h1><p class="page-heading__lead"></p>';
    namePage(otpNames());
    expect(document.title).toBe('Vérifiez votre code | IAAII');
    expect(document.querySelector('.page-heading__lead')?.textContent).toBe(
      'Saisissez le code à six chiffres que nous avons envoyé à votre adresse e-mail.',
    );
  });
});

describe('in French', () => {
  it('asks for a code in French, and says so in French when the service cannot be reached', async () => {
    answers('POST /users/forgot-password', 'network');
    await loadLanguage('fr');
    const user = userEvent.setup();
    openStep('/forgot-password/');
    expect(screen.getByRole('heading', { name: 'Demander un code' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toBeTruthy();
    await user.type(screen.getByLabelText('Adresse e-mail'), 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Envoyer le code' }));
    expect((await screen.findByText('Une erreur s’est produite. Veuillez réessayer.')).id).toBe('email-error');
  });

  it('names the code boxes and the wait in French', async () => {
    await loadLanguage('fr');
    openStep('/otp-verification/', { email: 'ada@example.org' });
    expect(screen.getByRole('heading', { name: 'Saisissez votre code' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Code de vérification' })).toBeTruthy();
    expect(screen.getByLabelText('Chiffre 1 sur 6')).toBeTruthy();
    // A no-break space between the number and its unit (the query reads it as a space).
    expect(screen.getByText('Renvoyer le code dans 30 s').textContent).toBe('Renvoyer le code dans 30\u00a0s');
    expect(screen.getByRole('link', { name: 'Utiliser une autre adresse e-mail' })).toBeTruthy();
  });

  it('says how to start again, in French, on a step opened on its own', async () => {
    await loadLanguage('fr');
    openStep('/reset-password/');
    expect(screen.getByRole('heading', { name: 'Recommencez la réinitialisation de votre mot de passe' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Aller à la page Mot de passe oublié' })).toBeTruthy();
  });
});

describe('in Spanish', () => {
  it('confirms the request in Spanish', async () => {
    service({ 'POST /users/forgot-password': CODE_SENT });
    await loadLanguage('es');
    const user = userEvent.setup();
    openStep('/forgot-password/');
    await user.type(screen.getByLabelText('Correo electrónico'), 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(
      await screen.findByRole('heading', { name: '¡Correo electrónico de restablecimiento enviado!' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'vuelva a intentarlo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Introducir el código' })).toBeTruthy();
  });
});

// The French typography of the catalog: a narrow no-break space before the double punctuation.
it('writes French punctuation with a narrow no-break space', async () => {
  await loadLanguage('fr');
  openStep('/forgot-password/');
  expect(screen.getByText(/Vous vous souvenez de votre mot de passe/).textContent).toContain(`passe${NNBSP}?`);
});
