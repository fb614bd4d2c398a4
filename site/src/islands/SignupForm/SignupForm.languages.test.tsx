// The sign-up form on /fr/signup and /es/signup: its labels (locales/<lang>/islands/SignupForm.ftl),
// the shared rules' messages and the password checklist (forms.ftl) are in the page's language.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadCommonPasswords } from '../../lib/loadCommonPasswords';
import { loadLanguage } from '../../lib/messages/catalog';
import { errorOf, one } from '../../lib/testing/dom';
import { SignupForm } from './SignupForm';

vi.mock('../../lib/paths');

/** French puts a narrow no-break space before : ? ! ; and inside « ». */
const NB = '\u202f';
const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;

beforeAll(loadCommonPasswords);
afterEach(() => loadLanguage('en'));

describe('SignupForm in French', () => {
  it('names its fields in French, with the terms link inside the sentence', async () => {
    await loadLanguage('fr');
    render(<SignupForm />);
    for (const label of ['Prénom', 'Nom', 'Adresse e-mail', 'Mot de passe', 'Confirmer le mot de passe']) {
      expect(input(label)).toBeTruthy();
    }
    const terms = input(/^J’accepte les conditions d’utilisation/);
    expect(terms.type).toBe('checkbox');
    expect(screen.getByRole('link', { name: /^conditions d’utilisation/ }).getAttribute('href')).toBe('/terms/');
    expect(screen.getByRole('button', { name: 'Créer un compte' })).toBeTruthy();
    expect(one('.account-form__switch').textContent).toBe(`Vous avez déjà un compte${NB}? Se connecter`);
  });

  it('says in French what is missing or wrong', async () => {
    await loadLanguage('fr');
    const user = userEvent.setup();
    render(<SignupForm />);
    await user.type(input('Adresse e-mail'), 'ada@');
    await user.type(input('Mot de passe'), 'abc');
    await user.type(input('Confirmer le mot de passe'), 'abd');
    await user.click(screen.getByRole('button', { name: 'Créer un compte' }));
    const error = (field: string) => errorOf(field)?.replace(`Erreur${NB}: `, '');
    expect(error('firstName')).toBe('Le prénom est obligatoire');
    expect(error('lastName')).toBe('Le nom est obligatoire');
    expect(error('email')).toBe('L’adresse e-mail n’est pas valide');
    expect(error('password')).toBe('Le mot de passe doit comporter au moins 8 caractères');
    expect(error('confirmPassword')).toBe('Les mots de passe ne correspondent pas');
    expect(error('agreeTerms')).toBe('Vous devez accepter les conditions d’utilisation');
    expect(one('.password-checklist [aria-live="polite"]').textContent).toBe(`Score${NB}: 0 sur 5 (Faible)`);
  });

  it('is drawn in French at build time, the space before the link kept in the text', async () => {
    await loadLanguage('fr');
    expect(renderToString(<SignupForm />)).toContain('J’accepte les <a href="/terms/"');
  });
});

describe('SignupForm in Spanish', () => {
  it('names its fields and says what is missing in Spanish', async () => {
    await loadLanguage('es');
    const user = userEvent.setup();
    render(<SignupForm />);
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    // Spanish says "Error: " before the message too (errorOf leaves it out).
    expect(errorOf(input('Nombre'))).toBe('El nombre es obligatorio');
    expect(errorOf(input('Apellidos'))).toBe('Los apellidos son obligatorios');
    expect(errorOf(input('Confirmar contraseña'))).toBe('Confirme su contraseña');
    expect(errorOf(input(/^Acepto las condiciones de uso/))).toBe('Debe aceptar las condiciones de uso');
  });
});
