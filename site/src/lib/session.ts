// The signed-in visitor as the page keeps it: the four values of spec section 3 (accessToken,
// userName, userEmail, userId). "Remember me" keeps them in localStorage across browser
// restarts; otherwise they live in sessionStorage for the browser session.

import type { LoginResponse, User } from './api';
import { forgetDrafts } from './drafts';

const KEYS = ['accessToken', 'userName', 'userEmail', 'userId'] as const;

export interface StoredSession {
  accessToken: string;
  userName: string;
  userEmail: string;
  userId: string;
}

function stores(): Storage[] {
  try {
    return [window.localStorage, window.sessionStorage];
  } catch {
    return [];
  }
}

export function saveSession({ user, accessToken }: LoginResponse, remember: boolean): void {
  clearSession();
  const store = remember ? window.localStorage : window.sessionStorage;
  store.setItem('accessToken', accessToken);
  store.setItem('userName', `${user.firstName} ${user.lastName}`);
  store.setItem('userEmail', user.email);
  store.setItem('userId', user._id);
}

/** Refresh the stored name and e-mail from the service's answer (they may have changed). */
export function updateStoredUser(user: User): void {
  for (const store of stores()) {
    if (store.getItem('accessToken')) {
      store.setItem('userName', `${user.firstName} ${user.lastName}`);
      store.setItem('userEmail', user.email);
      store.setItem('userId', user._id);
    }
  }
}

export function readSession(): StoredSession | null {
  for (const store of stores()) {
    const accessToken = store.getItem('accessToken');
    if (accessToken) {
      return {
        accessToken,
        userName: store.getItem('userName') ?? '',
        userEmail: store.getItem('userEmail') ?? '',
        userId: store.getItem('userId') ?? '',
      };
    }
  }
  return null;
}

/** Dispatched on window when an island finds the visitor signed out; the header follows it. */
export const SIGNED_OUT_EVENT = 'account:signed-out';

/**
 * Forget the visitor, as clearSession does, and tell the rest of the page: after deleting the
 * account or finding the session ended, the header stops showing the member's name at once.
 */
export function forgetSignedOut(): void {
  clearSession();
  window.dispatchEvent(new Event(SIGNED_OUT_EVENT));
}

export function clearSession(): void {
  for (const store of stores()) {
    for (const key of KEYS) store.removeItem(key);
  }
  forgetDrafts();
}

/**
 * The service knew the visitor from its cookie alone (a tab whose sessionStorage never held the
 * token, e.g. one opened after signing in without "remember me"): keep who it is for this tab,
 * without a token, so the next page can show the name before the service answers.
 */
export function saveUserWithoutToken(user: User): void {
  try {
    window.sessionStorage.setItem('userName', `${user.firstName} ${user.lastName}`);
    window.sessionStorage.setItem('userEmail', user.email);
    window.sessionStorage.setItem('userId', user._id);
  } catch {
    // Storage blocked: the name simply appears once the service has answered.
  }
}

/** The stored name and e-mail, with or without a token ('' when there is none). */
export function readStoredUser(): { name: string; email: string } {
  for (const store of stores()) {
    const name = store.getItem('userName');
    if (name) return { name, email: store.getItem('userEmail') ?? '' };
  }
  return { name: '', email: '' };
}

/**
 * A password change ends every other session and answers a fresh token: keep it where the old
 * one was (localStorage when "remember me" was ticked), else for this browser session.
 */
export function replaceToken(accessToken: string): void {
  const store = stores().find((candidate) => candidate.getItem('accessToken')) ?? window.sessionStorage;
  store.setItem('accessToken', accessToken);
}

/**
 * Whether the service's readable hint cookie says a session may be alive. Without a stored token
 * and without this hint the visitor is signed out, and no request is needed to know it.
 */
export function hasSignedInHint(): boolean {
  return typeof document !== 'undefined' && document.cookie.split('; ').includes('iaaii_signed_in=1');
}
