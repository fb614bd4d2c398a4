// My Profile on a French or Spanish page: its texts and the application cards' (lib/applications)
// are in the page's language, with the days written the language's way.
import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MyApplication } from '../../lib/api';
import { loadLanguage } from '../../lib/messages/catalog';
import { ADA_SESSION, NO_SESSION, storeAda } from '../../lib/testing/account';
import { service } from '../../lib/testing/service';
import { Profile } from './Profile';

afterEach(() => loadLanguage('en'));

const ACCEPTED: MyApplication = {
  reference: 'IAAII-2026-00042',
  submittedAt: '2026-11-20T09:00:00Z',
  membershipType: 'regular',
  status: 'accepted',
  decidedAt: '2026-11-22T15:30:00Z',
};
const RECEIVED: MyApplication = {
  reference: 'IAAII-2026-00043',
  submittedAt: '2026-11-23T12:04:05Z',
  membershipType: 'student',
  status: 'received',
};

/** A card's rows as "term: description". */
const rows = (element: HTMLElement) =>
  [...element.querySelectorAll('dt')].map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
const card = (title: string) => screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;

describe('Profile in French', () => {
  it('signed out: says so, with the ways to sign in and sign up', async () => {
    await loadLanguage('fr');
    service({ 'GET /users/me': NO_SESSION });
    render(<Profile />);
    expect(await screen.findByText('Vous n’êtes pas connecté.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toBeInTheDocument();
  });

  it('signed in: the details and each application, its status and days in French', async () => {
    await loadLanguage('fr');
    storeAda();
    service({
      'GET /users/me': ADA_SESSION,
      'GET /users/me/applications': ({ response }) => response(200).json([RECEIVED, ACCEPTED]),
    });
    render(<Profile />);
    expect(await screen.findByRole('heading', { name: 'Vos coordonnées' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Paramètres du compte' })).toBeInTheDocument();
    await screen.findAllByRole('heading', { level: 3 });
    expect(rows(card('Demande IAAII-2026-00043'))).toEqual([
      'Date d’envoi: 23 novembre 2026',
      'Type d’adhésion: Étudiante',
      'Statut: Reçue\u202f: l’équipe des adhésions va l’examiner et vous écrira.',
    ]);
    expect(rows(card('Demande IAAII-2026-00042'))).toEqual([
      'Date d’envoi: 20 novembre 2026',
      'Type d’adhésion: Individuelle',
      'Statut: Acceptée le 22 novembre 2026',
    ]);
  });
});

describe('Profile in Spanish', () => {
  it('with no application, says so and links to the application', async () => {
    await loadLanguage('es');
    storeAda();
    service({
      'GET /users/me': ADA_SESSION,
      'GET /users/me/applications': ({ response }) => response(200).json([]),
    });
    render(<Profile />);
    expect(
      await screen.findByText(/^Todavía no ha solicitado la membresía con ada@example\.org\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Solicitar la membresía' })).toBeInTheDocument();
  });
});
