// The sign-in form on /fr/login and /es/login: its labels, the shared rules' messages and the
// parts it takes from lib/forms are in the page's language (locales/<lang>/islands/LoginForm.ftl
// and forms.ftl).
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../../lib/messages/catalog';
import { goTo } from '../../lib/paths';
import { ADA } from '../../lib/testing/account';
import type { Answer } from '../../lib/testing/contract';
import { errorOf, present } from '../../lib/testing/dom';
import { answers } from '../../lib/testing/service';
import { LoginForm } from './LoginForm';

vi.mock('../../lib/paths');

/** French puts a narrow no-break space before : ? ! ; and inside « ». */
const NB = '\u202f';

const WRONG: Answer<'POST /users/login'> = ({ response }) =>
  response(401).json({ code: 'not_signed_in', message: 'L’adresse e-mail ou le mot de passe est incorrect.' });
const SECOND_STEP: Answer<'POST /users/login'> = ({ response }) =>
  response(200).json({
    user: ADA,
    accessToken: 'token-pending',
    secondFactor: { authenticatorApp: true, passkey: true },
  });

afterEach(async () => {
  vi.mocked(goTo).mockClear();
  await loadLanguage('en');
});

describe('LoginForm in French', () => {
  it('names its fields and button in French, and says what is missing in French', async () => {
    await loadLanguage('fr');
    const user = userEvent.setup();
    render(<LoginForm />);
    const email = screen.getByLabelText('Adresse e-mail');
    const password = screen.getByLabelText('Mot de passe');
    expect(screen.getByRole('button', { name: `Afficher «${NB}Mot de passe${NB}»` }).textContent).toBe('Afficher');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    // "Erreur : " for screen readers, then the message.
    expect(document.getElementById('email-error')?.textContent).toBe(`Erreur${NB}: L’adresse e-mail est obligatoire`);
    expect(errorOf(password)).toBe(`Erreur${NB}: Le mot de passe est obligatoire`);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const summary = present(screen.getByRole('heading', { name: 'Il y a un problème' }).parentElement);
    expect(within(summary).getByRole('link', { name: 'L’adresse e-mail est obligatoire' })).toBeTruthy();
  });

  it('offers a new confirmation link in French after a refusal', async () => {
    await loadLanguage('fr');
    answers('POST /users/login', WRONG);
    const user = userEvent.setup();
    render(<LoginForm />);
    await user.type(screen.getByLabelText('Adresse e-mail'), 'ada@example.org');
    await user.type(screen.getByLabelText('Mot de passe'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('button', { name: 'Envoyer un nouveau lien' })).toBeTruthy();
    expect(screen.getByText(/^Vous venez de créer votre compte/)).toBeTruthy();
  });

  it('asks for the second step in French', async () => {
    await loadLanguage('fr');
    answers('POST /users/login', SECOND_STEP);
    const user = userEvent.setup();
    render(<LoginForm />);
    await user.type(screen.getByLabelText('Adresse e-mail'), ADA.email);
    await user.type(screen.getByLabelText('Mot de passe'), 'Correct-Horse-42');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    const heading = await screen.findByRole('heading', { name: 'Vérification en deux étapes' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText(/^Utilisez votre clé d’accès, ou saisissez le code/)).toBeTruthy();
  });
});

describe('LoginForm in Spanish', () => {
  it('names its fields in Spanish and says an address is invalid in Spanish', async () => {
    await loadLanguage('es');
    const user = userEvent.setup();
    render(<LoginForm />);
    await user.type(screen.getByLabelText('Correo electrónico'), 'ada@example');
    await user.type(screen.getByLabelText('Contraseña'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(document.getElementById('email-error')?.textContent).toBe('Error: El correo electrónico no es válido');
    expect(screen.getByRole('heading', { name: 'Hay un problema' })).toBeTruthy();
  });
});
