// The two-step parts on a French or Spanish page: labels, hints, buttons and the forms' own checks
// in the page's language.
import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../messages/catalog';
import { errorOf } from '../testing/dom';
import { RecoveryCodeList } from './RecoveryCodeList';
import { SecondStep } from './SecondStep';

afterEach(() => loadLanguage('en'));

describe('SecondStep in French', () => {
  it('asks for a code from the app or a recovery code, and says so when none is typed', async () => {
    await loadLanguage('fr');
    const onPassed = vi.fn();
    render(<SecondStep authenticatorApp passkey={false} onLost={() => {}} onPassed={onPassed} />);
    const code = screen.getByLabelText('Code de vérification');
    expect(screen.getByText(/^Les 6 chiffres de votre application d’authentification/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(errorOf(code)).toContain(
      'Saisissez le code de votre application d’authentification, ou un code de récupération',
    );
    expect(onPassed).not.toHaveBeenCalled();
  });
});

describe('RecoveryCodeList in Spanish', () => {
  it('its buttons, and what it says when the browser does not let it copy', async () => {
    await loadLanguage('es');
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    render(<RecoveryCodeList codes={['k7m2p-x9f4q']} fileName="codes.txt" />);
    await user.click(screen.getByRole('button', { name: 'Copiar los códigos' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Su navegador no ha permitido que esta página los copie: descárguelos o anótelos.',
    );
    expect(screen.getByRole('button', { name: 'Descargar los códigos' })).toBeInTheDocument();
  });
});
