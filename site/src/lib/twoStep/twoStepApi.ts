// The account's two-step verification calls (tag "TwoStep" of the service's OpenAPI document), for
// Account Settings, the sign-in form's second step and the staff workspace. `token` is the session
// being signed in with when it is not stored yet (the sign-in form stores it only once the second
// step has passed); otherwise the stored one, and the session cookie, are sent.
import { request, type Schema } from '../api';
import { readSession } from '../session';

export type TwoStepStatus = Schema<'TwoStepStatus'>;
export type PasskeySummary = Schema<'PasskeySummary'>;
export type FactorEnrolled = Schema<'FactorEnrolled'>;
export type PasskeyAdded = Schema<'PasskeyAdded'>;

const stored = () => readSession()?.accessToken;

export const twoStepApi = {
  /** Where the account stands, and whether this session has yet to pass (`pending`). */
  status: (token = stored()) => request('get', '/users/me/second-factor', undefined, token),
  /** A new secret for an authenticator app, as text and QR code. */
  beginSetup: () => request('post', '/users/me/second-factor/setup', {}, stored()),
  /** The first code from the app: answers the ten recovery codes. */
  confirmSetup: (code: string) => request('post', '/users/me/second-factor/confirm', { code }, stored()),
  /** A code from the app or a recovery code; 429 after too many wrong ones. */
  verify: (code: string, rememberMe = false, token = stored()) =>
    request('post', '/users/me/second-factor/verify', { code, rememberMe }, token),
  /** A current code from the app (not a recovery code): ten new recovery codes. */
  renewRecoveryCodes: (code: string) => request('post', '/users/me/second-factor/recovery-codes', { code }, stored()),
  /** Members only, with the password: the app, passkeys and recovery codes go. */
  turnOff: (currentPassword: string) =>
    request('post', '/users/me/second-factor/turn-off', { currentPassword }, stored()),

  passkeyCreationOptions: () => request('post', '/users/me/passkeys/options', undefined, stored()),
  addPasskey: (name: string, credential: unknown) =>
    request('post', '/users/me/passkeys', { name, credential }, stored()),
  removePasskey: (id: string) =>
    request(
      'post',
      `/users/me/passkeys/${encodeURIComponent(id)}/delete` as '/users/me/passkeys/{id}/delete',
      undefined,
      stored(),
    ),
  passkeyRequestOptions: (token = stored()) =>
    request('post', '/users/me/second-factor/passkey/options', undefined, token),
  passkeySignIn: (credential: unknown, rememberMe = false, token = stored()) =>
    request('post', '/users/me/second-factor/passkey', { credential, rememberMe }, token),
};
