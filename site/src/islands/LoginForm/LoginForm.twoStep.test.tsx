// Signing in to an account with two-step verification: the right password leads to the second
// step, and nothing is stored until a code (or the passkey) has passed with the login's session.
import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginResponse } from '../../lib/api';
import { goTo } from '../../lib/paths';
import { ADA, storedValues } from '../../lib/testing/account';
import type { Answer } from '../../lib/testing/contract';
import { errorOf } from '../../lib/testing/dom';
import { type Reply, type Routes, service } from '../../lib/testing/service';
import { LoginForm } from './LoginForm';

// Leaving the page is a spy (lib/__mocks__/paths.ts): the test checks where the visitor is sent.
vi.mock('../../lib/paths');

type Verify = Reply<'POST /users/me/second-factor/verify'>;
const WRONG = 'The code is incorrect or has been used already.';
const VERIFIED: Verify = ({ response }) => response(200).json({ message: 'Verified.', recoveryCodesLeft: 10 });
const REFUSED: Verify = ({ response }) =>
  response(400).json({
    code: 'invalid_fields',
    message: 'Please correct the highlighted fields.',
    errors: { code: WRONG },
  });

const login =
  (secondFactor?: LoginResponse['secondFactor']): Answer<'POST /users/login'> =>
  ({ response }) =>
    response(200).json({ user: ADA, accessToken: 'token-pending', ...(secondFactor && { secondFactor }) });
const APP_ONLY = login({ authenticatorApp: true, passkey: false });

afterEach(() => {
  vi.mocked(goTo).mockClear();
  window.history.replaceState(null, '', '/');
  Reflect.deleteProperty(window, 'PublicKeyCredential');
  Reflect.deleteProperty(navigator, 'credentials');
});

/** Signs in with Ada's password (remember me ticked when asked); returns the calls to the service. */
async function signIn(routes: Routes, { remember = false } = {}) {
  const calls = service(routes);
  const user = userEvent.setup();
  render(<LoginForm />);
  await user.type(screen.getByLabelText('Email'), ADA.email);
  await user.type(screen.getByLabelText('Password'), 'Correct-Horse-42');
  if (remember) await user.click(screen.getByLabelText('Remember me'));
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return { calls, user };
}

const verifyCalls = (calls: { path: string }[]) =>
  calls.filter((call) => call.path === '/users/me/second-factor/verify');

describe('LoginForm: an account with an authenticator app', () => {
  it('asks for the second step, its heading focused, and stores nothing yet', async () => {
    await signIn({ 'POST /users/login': APP_ONLY });
    const heading = await screen.findByRole('heading', { name: 'Two-step verification' });
    expect(heading).toHaveFocus();
    expect(screen.getByLabelText('Verification code')).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(storedValues()).toEqual([]);
    expect(goTo).not.toHaveBeenCalled();
  });

  it('sends the code with the login’s session as a Bearer token, and remember me as ticked', async () => {
    const { calls, user } = await signIn(
      { 'POST /users/login': APP_ONLY, 'POST /users/me/second-factor/verify': VERIFIED },
      { remember: true },
    );
    await user.type(await screen.findByLabelText('Verification code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(goTo).toHaveBeenCalled());
    expect(verifyCalls(calls)).toEqual([
      expect.objectContaining({
        method: 'POST',
        authorization: 'Bearer token-pending',
        body: { code: '123456', rememberMe: true },
      }),
    ]);
  });

  it('an empty code is refused on the page, and nothing is sent', async () => {
    const { calls, user } = await signIn({
      'POST /users/login': APP_ONLY,
      'POST /users/me/second-factor/verify': VERIFIED,
    });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(errorOf(screen.getByLabelText('Verification code'))).toBe(
      'Enter the code from your authenticator app, or a recovery code',
    );
    expect(verifyCalls(calls)).toEqual([]);
  });

  it("a wrong code: the service's message under the field, still nothing stored", async () => {
    const { user } = await signIn({ 'POST /users/login': APP_ONLY, 'POST /users/me/second-factor/verify': REFUSED });
    const code = await screen.findByLabelText('Verification code');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText(WRONG, { selector: '.field-error' });
    expect(errorOf(code)).toBe(WRONG);
    expect(code).toHaveFocus();
    expect(storedValues()).toEqual([]);
    expect(goTo).not.toHaveBeenCalled();
  });

  it('the right code stores the session (remember me: localStorage) and goes to the return address', async () => {
    window.history.replaceState(null, '', '/login/?next=%2Faccount-settings');
    const { user } = await signIn(
      { 'POST /users/login': APP_ONLY, 'POST /users/me/second-factor/verify': [REFUSED, VERIFIED] },
      { remember: true },
    );
    const code = await screen.findByLabelText('Verification code');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText(WRONG, { selector: '.field-error' });
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith('/account-settings'));
    expect(localStorage.getItem('accessToken')).toBe('token-pending');
    expect(localStorage.getItem('userName')).toBe('Ada Lovelace');
    expect(localStorage.getItem('userEmail')).toBe(ADA.email);
    expect(localStorage.getItem('userId')).toBe(ADA._id);
    expect(sessionStorage.getItem('accessToken')).toBeNull();
  });

  it('without remember me, the session is kept for this browser session only', async () => {
    const { user } = await signIn({ 'POST /users/login': APP_ONLY, 'POST /users/me/second-factor/verify': VERIFIED });
    await user.type(await screen.findByLabelText('Verification code'), 'k7m2p-x9f4q');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith('/'));
    expect(sessionStorage.getItem('accessToken')).toBe('token-pending');
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('a session that ended meanwhile (401) starts again from the password', async () => {
    const { user } = await signIn({
      'POST /users/login': APP_ONLY,
      'POST /users/me/second-factor/verify': ({ response }) =>
        response(401).json({ code: 'not_signed_in', message: 'Please log in.' }),
    });
    await user.type(await screen.findByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith('/login'));
    expect(storedValues()).toEqual([]);
  });
});

describe('LoginForm: an account without two-step verification', () => {
  it('stores the session at once and leaves, with no second step', async () => {
    const { calls } = await signIn({ 'POST /users/login': login() });
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith('/'));
    expect(sessionStorage.getItem('accessToken')).toBe('token-pending');
    expect(screen.queryByRole('heading', { name: 'Two-step verification' })).toBeNull();
    expect(calls.map((call) => call.path)).toEqual(['/users/login']);
  });
});

describe('LoginForm: an account with a passkey', () => {
  const PASSKEY_ONLY = login({ authenticatorApp: false, passkey: true });

  it('in a browser without passkeys (jsdom): the recovery-code field, no passkey button', async () => {
    await signIn({ 'POST /users/login': PASSKEY_ONLY });
    await screen.findByRole('heading', { name: 'Two-step verification' });
    expect(screen.getByLabelText('Verification code')).toHaveAccessibleDescription(
      'One of your recovery codes, such as k7m2p-x9f4q.',
    );
    expect(screen.queryByRole('button', { name: 'Use your passkey' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enter a recovery code instead' })).toBeNull();
  });

  it('in a browser with passkeys: the passkey signs in with the login’s session, then the session is stored', async () => {
    const assertion = {
      id: 'AP8',
      rawId: new Uint8Array([0, 255]).buffer,
      type: 'public-key',
      response: {
        clientDataJSON: new Uint8Array([0x7b, 0x7d]).buffer,
        authenticatorData: new Uint8Array([1]).buffer,
        signature: new Uint8Array([2]).buffer,
        userHandle: null,
      },
    };
    Object.defineProperty(window, 'PublicKeyCredential', { configurable: true, value: class {} });
    Object.defineProperty(navigator, 'credentials', { configurable: true, value: { get: async () => assertion } });
    const { calls, user } = await signIn({
      'POST /users/login': PASSKEY_ONLY,
      'POST /users/me/second-factor/passkey/options': ({ response }) =>
        response(200).json({ publicKey: { challenge: 'TQ', allowCredentials: [{ type: 'public-key', id: 'AP8' }] } }),
      'POST /users/me/second-factor/passkey': ({ response }) =>
        response(200).json({ message: 'Verified.', recoveryCodesLeft: 10 }),
    });
    expect(screen.queryByLabelText('Verification code')).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Use your passkey' }));
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith('/'));
    const passkey = calls.filter((call) => call.path.startsWith('/users/me/second-factor/passkey'));
    expect(passkey.map((call) => call.authorization)).toEqual(['Bearer token-pending', 'Bearer token-pending']);
    expect(passkey[1].body).toEqual({
      rememberMe: false,
      credential: {
        id: 'AP8',
        rawId: 'AP8',
        type: 'public-key',
        response: { clientDataJSON: 'e30', authenticatorData: 'AQ', signature: 'Ag' },
        extensions: {},
      },
    });
    expect(sessionStorage.getItem('accessToken')).toBe('token-pending');
  });
});
