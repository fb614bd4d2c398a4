// The shared form parts in French and Spanish (locales/<lang>/forms.ftl): the password checklist
// and the rules behind it (the same requirements and score, numbers written the language's way),
// and what a member already signed in is told.
import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { otpError } from '../accountRules';
import { loadCommonPasswords } from '../loadCommonPasswords';
import { loadLanguage } from '../messages/catalog';
import { confirmationError, newPasswordError, strengthName } from '../passwordRules';
import { byId, one } from '../testing/dom';
import { emailError } from '../validation';
import { countText } from './CharacterCount';
import { PasswordChecklist } from './PasswordChecklist';
import { SignedInAs } from './SignedInAs';

const NB = '\u202f';
const requirements = () => [...byId('checklist').querySelectorAll('li')].map((item) => item.textContent);

beforeAll(loadCommonPasswords);
afterEach(() => loadLanguage('en'));

describe('the password checklist in French', () => {
  it('lists the requirements in French, each said met or not', async () => {
    await loadLanguage('fr');
    render(<PasswordChecklist id="checklist" password="Password1" />);
    expect(requirements()).toEqual([
      'Au moins 8 caractères condition remplie',
      `Une robustesse suffisante${NB}: un score d’au moins 3 sur 5 condition remplie`,
      // 5 000, as French writes it.
      `Ne pas figurer parmi les ${new Intl.NumberFormat('fr').format(5000)} mots de passe les plus courants condition non remplie`,
    ]);
    expect(one('[aria-live="polite"]').textContent).toBe(
      `Score${NB}: 3 sur 5 (Moyen). Il fait partie des mots de passe les plus courants, qui sont refusés.`,
    );
    expect(one('.password-checklist__advice').textContent).toContain('Évitez les mots et les mots de passe courants');
  });

  it('gives the rules’ messages in French', async () => {
    await loadLanguage('fr');
    expect(emailError('')).toBe('L’adresse e-mail est obligatoire');
    expect(newPasswordError('short')).toBe('Le mot de passe doit comporter au moins 8 caractères');
    expect(newPasswordError('Zq8-'.padEnd(129, 'x'))).toBe('Le mot de passe doit comporter au plus 128 caractères');
    expect(newPasswordError('Password1')).toBe('Veuillez choisir un mot de passe plus robuste');
    expect(confirmationError('a', '')).toBe('Veuillez confirmer votre mot de passe');
    expect(otpError('12')).toBe('Veuillez saisir un code valide à 6 chiffres');
    expect(strengthName('Very Strong')).toBe('Très fort');
    expect(countText(5912, 5000)).toBe(`5${NB}912 caractères sur 5${NB}000 (912 en trop)`);
  });
});

describe('the password checklist in Spanish', () => {
  it('lists the ways to score in Spanish', async () => {
    await loadLanguage('es');
    const { container } = render(<PasswordChecklist id="checklist" password="abcdefgh1!" />);
    const ways = [...container.querySelectorAll('.password-checklist > ul li')].map((item) => item.textContent);
    expect(ways).toEqual([
      '8 caracteres o más punto obtenido',
      '12 caracteres o más punto aún no obtenido',
      'Una letra mayúscula punto aún no obtenido',
      'Un número del 0 al 9 punto obtenido',
      'Un símbolo o un espacio punto obtenido',
    ]);
    expect(one('[aria-live="polite"]').textContent).toBe('Puntuación: 3 de 5 (Moderada)');
  });
});

describe('signed in already', () => {
  it('says who is signed in, with the ways on, in French', async () => {
    await loadLanguage('fr');
    render(<SignedInAs name="Ada Lovelace" email="ada@xn--exmple-cua.org" page="/signup" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe(`Compte connecté${NB}: Ada Lovelace (ada@exämple.org).`);
    expect(status.querySelector('strong')?.textContent).toBe('Ada Lovelace');
    expect(screen.getByRole('link', { name: 'Demander l’adhésion' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeTruthy();
  });

  it('says so in Spanish', async () => {
    await loadLanguage('es');
    render(<SignedInAs name="" email="" page="/login" />);
    expect(screen.getByRole('status').textContent).toBe('Ha iniciado sesión.');
    expect(screen.getByText('Para iniciar sesión con otra cuenta, cierre antes la sesión.')).toBeTruthy();
  });
});
