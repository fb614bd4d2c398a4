// /fr/confirm-email, /es/confirm-email and /fr/confirm-application: the page's own words
// (locales/<lang>/islands/ConfirmEmail.ftl) and the shared rules' messages (forms.ftl) are in the
// page's language; the service's sentences come as the service writes them.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../lib/messages/catalog';
import type { Answer } from '../../lib/testing/contract';
import { errorOf, one } from '../../lib/testing/dom';
import { answers } from '../../lib/testing/service';
import { ConfirmEmail } from './ConfirmEmail';

const NB = '\u202f';
const SENT_ON: Answer<'POST /users/confirm-application'> = ({ response }) =>
  response(200).json({
    message: 'Merci pour votre demande.',
    awaitingConfirmation: false,
    id: 'f3a9c1',
    reference: 'IAAII-2026-00042',
  });

afterEach(() => loadLanguage('en'));

describe('ConfirmEmail in French', () => {
  it('says it is confirming, in French, from the first render', async () => {
    await loadLanguage('fr');
    expect(renderToString(<ConfirmEmail />)).toContain('Confirmation de votre adresse e-mail…');
  });

  it('says an incomplete link is incomplete, and asks for a valid address in French', async () => {
    window.history.replaceState(null, '', '/fr/confirm-email/');
    await loadLanguage('fr');
    const user = userEvent.setup();
    render(<ConfirmEmail />);
    const outcome = screen.getByRole('alert');
    expect(within(outcome).getByRole('heading', { level: 2 }).textContent).toBe('Ce lien est incomplet');
    expect(one('.confirm-email__actions').textContent).toBe(`Vous avez déjà confirmé votre adresse${NB}? Se connecter`);
    const form = screen.getByRole('region', { name: 'Obtenir un nouveau lien' });
    const email = within(form).getByLabelText('Adresse e-mail');
    expect(document.getElementById('email-hint')?.textContent).toBe(
      'L’adresse utilisée lors de votre inscription. Si elle est en attente de confirmation, nous lui enverrons un nouveau lien, valable 48 heures. Par exemple, nom@exemple.org',
    );
    await user.type(email, 'ada@');
    await user.click(within(form).getByRole('button', { name: 'Envoyer un nouveau lien' }));
    expect(errorOf(email)).toBe(`Erreur${NB}: L’adresse e-mail n’est pas valide`);
  });

  it('gives the reference of an application sent on in French', async () => {
    window.history.replaceState(null, '', '/fr/confirm-application/#token=abc');
    await loadLanguage('fr');
    answers('POST /users/confirm-application', SENT_ON);
    render(<ConfirmEmail subject="application" />);
    expect(await screen.findByRole('heading', { name: 'Demande reçue' })).toBeTruthy();
    expect(
      screen.getByText(
        'Votre référence est IAAII-2026-00042. Elle figure aussi dans l’e-mail que nous vous avons envoyé.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' }).getAttribute('href')).toBe('/');
  });
});

describe('ConfirmEmail in Spanish', () => {
  it('says an incomplete link is incomplete, and asks for the address in Spanish', async () => {
    window.history.replaceState(null, '', '/es/confirm-email/');
    await loadLanguage('es');
    const user = userEvent.setup();
    render(<ConfirmEmail />);
    expect(screen.getByRole('heading', { level: 2, name: 'Este enlace está incompleto' })).toBeTruthy();
    const form = screen.getByRole('region', { name: 'Obtener un nuevo enlace' });
    await user.click(within(form).getByRole('button', { name: 'Enviar un nuevo enlace' }));
    expect(errorOf(within(form).getByLabelText('Correo electrónico'))).toBe('El correo electrónico es obligatorio');
  });
});
