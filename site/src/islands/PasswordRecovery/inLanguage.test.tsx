// The whole island on a French or Spanish page (/fr/forgot-password/...): each step is drawn at
// its address under the language's folder, and moving to the next step keeps the reader there.
// An older version matched the steps' paths without the folder and drew nothing in French or
// Spanish, so members who wrote in those languages could not recover their password.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../lib/messages/catalog';
import { answers } from '../../lib/testing/service';
import { PasswordRecovery } from './PasswordRecovery';
import { loadAllSteps } from './RecoveryRoutes';

// Each step is a chunk of its own, which a page loads before it draws (mountIsland): so do the tests.
beforeAll(loadAllSteps);

afterEach(async () => {
  document.documentElement.lang = 'en';
  window.history.replaceState(null, '', '/');
  await loadLanguage('en');
});

async function openAt(language: string, path: string) {
  document.documentElement.lang = language;
  await loadLanguage(language);
  window.history.replaceState(null, '', `/${language}${path}`);
  render(<PasswordRecovery />);
}

describe('password recovery under a language folder', () => {
  it.each([
    ['fr', 'Demander un code', 'Adresse e-mail', 'Envoyer le code', 'Saisir le code', 'Saisissez votre code'],
    [
      'es',
      'Solicitar un código',
      'Correo electrónico',
      'Enviar código',
      'Introducir el código',
      'Introduzca su código',
    ],
  ])(
    'in %s, asks for a code and moves on to its code step in the same language',
    async (language, heading, label, send, enter, codeHeading) => {
      answers('POST /users/forgot-password', ({ response }) => response(200).json({ message: 'OK' }));
      await openAt(language, '/forgot-password/');
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
      const user = userEvent.setup();
      await user.type(screen.getByLabelText(label), 'ada@example.org');
      await user.click(screen.getByRole('button', { name: send }));
      await user.click(await screen.findByRole('button', { name: enter }));
      expect(await screen.findByRole('heading', { name: codeHeading })).toBeTruthy();
      expect(window.location.pathname).toBe(`/${language}/otp-verification/`);
    },
  );

  it.each(['fr', 'es'])('in %s, the reset page opened from a mailed link draws its form', async (language) => {
    await openAt(language, '/reset-password/#token=abc');
    expect(document.querySelector('.recovery-step')?.childElementCount).toBeGreaterThan(0);
  });
});
