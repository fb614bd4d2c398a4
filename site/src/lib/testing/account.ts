// Test helpers for a signed-in member: Ada's account as the service answers it, and the four
// values the site stores at sign-in.
import type { Answer } from './contract';

export const ADA = { email: 'ada@example.org', firstName: 'Ada', lastName: 'Lovelace', _id: 'u1', language: 'en' };

/** GET /users/me in Ada's live session. */
export const ADA_SESSION: Answer<'GET /users/me'> = ({ response }) => response(200).json(ADA);
/** GET /users/me without a live session (signed out, or the session has ended). */
export const NO_SESSION: Answer<'GET /users/me'> = ({ response }) =>
  response(401).json({ code: 'not_signed_in', message: 'Please log in.' });

/** Signed in as Ada, in localStorage ("remember me") or sessionStorage. */
export function storeAda(store: Storage = window.sessionStorage, token = 'token-1'): void {
  store.setItem('accessToken', token);
  store.setItem('userName', 'Ada Lovelace');
  store.setItem('userEmail', ADA.email);
  store.setItem('userId', ADA._id);
}

export const STORED_KEYS = ['accessToken', 'userName', 'userEmail', 'userId'];

/** Every stored value of the four, in both stores (empty when signed out). */
export function storedValues(): string[] {
  return [window.localStorage, window.sessionStorage].flatMap((store) =>
    STORED_KEYS.map((key) => store.getItem(key)).filter((value): value is string => value !== null),
  );
}
