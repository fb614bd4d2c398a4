// Account Settings on a French or Spanish page: the island's messages, and those of the two-step
// parts the lazily loaded section shows, are in the page's language (loaded before it is drawn,
// as mountIsland does), and dates are written the language's way.
import '@testing-library/jest-dom/vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../lib/messages/catalog';
import { ADA_SESSION, storeAda } from '../../lib/testing/account';
import { errorOf } from '../../lib/testing/dom';
import { type Routes, service } from '../../lib/testing/service';
import type { TwoStepStatus } from '../../lib/twoStep/twoStepApi';
import { AccountSettings } from './AccountSettings';
import { TWO_STEP_OFF } from './testing';

afterEach(() => loadLanguage('en'));

/** Signed in as Ada, the settings page open in `language` once the two-step section is there. */
async function openSettings(language: string, status: TwoStepStatus, twoStepHeading: string, routes: Routes = {}) {
  await loadLanguage(language);
  storeAda();
  const calls = service({
    'GET /users/me': ADA_SESSION,
    'GET /users/me/second-factor': ({ response }) => response(200).json(status),
    ...routes,
  });
  render(<AccountSettings />);
  const section = await screen.findByRole('region', { name: twoStepHeading });
  return { calls, section: within(section), user: userEvent.setup() };
}

describe('AccountSettings in French', () => {
  it('the change-password form: its labels, and its own check of an empty current password', async () => {
    const { user } = await openSettings('fr', TWO_STEP_OFF, 'Vérification en deux étapes');
    const form = within(screen.getByRole('form', { name: 'Modifier votre mot de passe' }));
    const current = form.getByLabelText('Mot de passe actuel', { selector: 'input' });
    expect(form.getByLabelText('Nouveau mot de passe', { selector: 'input' })).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Modifier le mot de passe' }));
    expect(errorOf(current)).toContain('Le mot de passe actuel est obligatoire');
  });

  it('the lazily loaded two-step section and the shared set-up form are in French too', async () => {
    const { section, user } = await openSettings('fr', TWO_STEP_OFF, 'Vérification en deux étapes', {
      'POST /users/me/second-factor/setup': ({ response }) =>
        response(200).json({ secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/IAAII:ada', qrSvg: '<svg/>' }),
    });
    expect(await section.findByText('La vérification en deux étapes est désactivée.')).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Configurer une application d’authentification' }));
    const code = await section.findByLabelText('Code de votre application d’authentification');
    expect(section.getByRole('link', { name: 'Ouvrir la configuration dans votre application d’authentification' }));
    await user.click(section.getByRole('button', { name: 'Confirmer le code' }));
    expect(errorOf(code)).toContain('Saisissez le code à 6 chiffres de votre application d’authentification');
  });

  it('the passkeys, with their days in French, and the recovery codes left', async () => {
    const passkey = {
      id: 'TWFu',
      name: 'Téléphone',
      createdAt: '2026-03-02T09:00:00Z',
      lastUsedAt: '2026-04-05T10:00:00Z',
    };
    const status = { ...TWO_STEP_OFF, passkeys: [passkey], recoveryCodesLeft: 1 };
    const { section } = await openSettings('fr', status, 'Vérification en deux étapes');
    expect(await section.findByText(/Il vous reste 1 code de récupération\./)).toBeInTheDocument();
    expect(section.getByRole('listitem')).toHaveTextContent(
      'Téléphone, ajoutée le 2 mars 2026, utilisée pour la dernière fois le 5 avril 2026',
    );
    expect(section.getByRole('button', { name: 'Supprimer la clé d’accès Téléphone' })).toBeInTheDocument();
  });
});

describe('AccountSettings in Spanish', () => {
  it('Delete my account: its label, and its own check of an empty password', async () => {
    const { user } = await openSettings('es', TWO_STEP_OFF, 'Verificación en dos pasos');
    const deletion = within(screen.getByRole('region', { name: 'Eliminar mi cuenta' }));
    const password = deletion.getByLabelText('Contraseña actual', { selector: 'input' });
    await user.click(deletion.getByRole('button', { name: 'Eliminar mi cuenta' }));
    expect(errorOf(password)).toContain('Introduzca su contraseña actual para eliminar su cuenta.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
