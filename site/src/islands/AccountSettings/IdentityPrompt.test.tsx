// "Confirm it is you" in Account Settings: when the service refuses a change to two-step
// verification because no password was given lately, a dialog asks for it, says what is wrong
// with it, and sends the change again once the service has taken it; Cancel leaves the refusal.
import '@testing-library/jest-dom/vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADA_SESSION, storeAda } from '../../lib/testing/account';
import { type Reply, service } from '../../lib/testing/service';
import { AccountSettings } from './AccountSettings';
import { TWO_STEP_OFF } from './testing';

const CONFIRM = 'For your security, confirm it is you: enter your password, then try again.';
const WRONG = 'Your current password is incorrect.';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const QR = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="10" height="10"/></svg>';

type Setup = Reply<'POST /users/me/second-factor/setup'>;
const needsIdentity: Setup = ({ response }) => response(403).json({ code: 'confirm_identity', message: CONFIRM });
const setUp: Setup = ({ response }) =>
  response(200).json({ secret: SECRET, uri: `otpauth://totp/IAAII:ada?secret=${SECRET}`, qrSvg: QR });

type Confirm = Reply<'POST /users/me/confirm-identity'>;
const wrongPassword: Confirm = ({ response }) =>
  response(400).json({
    code: 'invalid_fields',
    message: 'Please correct the highlighted fields.',
    errors: { currentPassword: WRONG },
  });
const confirmed: Confirm = ({ response }) => response(200).json({ message: 'Thank you: you can go on.' });

async function startSetUp(confirm: readonly Confirm[]) {
  storeAda();
  const calls = service({
    'GET /users/me': ADA_SESSION,
    'GET /users/me/second-factor': ({ response }) => response(200).json(TWO_STEP_OFF),
    'POST /users/me/second-factor/setup': [needsIdentity, setUp],
    'POST /users/me/confirm-identity': confirm,
  });
  render(<AccountSettings />);
  const user = userEvent.setup();
  // The two-step section is a lazy chunk: the first test of the file waits for Vite to transform
  // it, which takes more than findBy's default second on a busy machine.
  const button = await screen.findByRole('button', { name: 'Set up an authenticator app' }, { timeout: 10_000 });
  await user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
  return { calls, user, dialog };
}

describe('IdentityPrompt', () => {
  it('asks for the password, says when it is missing or wrong, then sends the change again', async () => {
    const { calls, user, dialog } = await startSetUp([wrongPassword, confirmed]);
    const field = within(dialog).getByLabelText('Your password');
    await waitFor(() => expect(field).toHaveFocus());

    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByText('Enter your password')).toBeVisible();

    await user.type(field, 'not-it');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText(WRONG)).toBeVisible();

    await user.clear(field);
    await user.type(field, 'Analytical-Engine-1843');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('img', { name: /QR code/ })).toBeInTheDocument();

    const sent = calls.filter((call) => call.method === 'POST').map((call) => call.path);
    expect(sent).toEqual([
      '/users/me/second-factor/setup',
      '/users/me/confirm-identity',
      '/users/me/confirm-identity',
      '/users/me/second-factor/setup',
    ]);
    const proofs = calls.filter((call) => call.path === '/users/me/confirm-identity');
    expect(proofs[1]?.body).toEqual({ currentPassword: 'Analytical-Engine-1843' });
  });

  it('Cancel closes it and leaves the service refusal where the change was asked for', async () => {
    const { calls, user, dialog } = await startSetUp([confirmed]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(new RegExp(CONFIRM.replace(/[.:]/g, '.')))).toBeVisible();
    expect(calls.filter((call) => call.path === '/users/me/confirm-identity')).toEqual([]);
  });
});
