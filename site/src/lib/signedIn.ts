// Who is signed in, as far as a page knows: at once from what the browser keeps (the stored user
// of spec section 3, the service's readable hint cookie `iaaii_signed_in`), then as the service
// says (GET /api/users/me, with the stored token and the session cookie). Shared by the header
// and the islands, so they all decide alike.
import { ApiError, api, type User } from './api';
import {
  clearSession,
  hasSignedInHint,
  readSession,
  readStoredUser,
  saveUserWithoutToken,
  updateStoredUser,
} from './session';

/** Whether a session may be alive: a stored token, or the hint cookie. Otherwise certainly not. */
export function mightBeSignedIn(): boolean {
  return Boolean(readSession()) || hasSignedInHint();
}

/**
 * The user the browser remembers while a session may be alive, before any request: with a
 * stored token (whose name may be ''), or the name kept for this tab when the hint is there.
 * Null when nothing is known yet (only the hint) or when signed out.
 */
export function rememberedUser(): { name: string; email: string } | null {
  const session = readSession();
  if (session) return { name: session.userName, email: session.userEmail };
  if (!hasSignedInHint()) return null;
  const stored = readStoredUser();
  return stored.name ? stored : null;
}

/**
 * The id kept with the remembered user (spec section 3's userId), with a token or, in a tab that
 * only has the hint cookie, as saveUserWithoutToken kept it; null when none is known.
 */
export function rememberedUserId(): string | null {
  const session = readSession();
  if (session) return session.userId || null;
  if (!hasSignedInHint()) return null;
  try {
    return window.sessionStorage.getItem('userId') || null;
  } catch {
    return null;
  }
}

export type Confirmation =
  | { state: 'signed-in'; user: User }
  | { state: 'signed-out' }
  | { state: 'unreachable'; message: string };

/**
 * Ask the service who is signed in, keeping the stored user in step with its answer: refreshed
 * when signed in, cleared when not. Without a token or the hint no request is made.
 */
export async function confirmSignedIn(): Promise<Confirmation> {
  const token = readSession()?.accessToken;
  if (!token && !hasSignedInHint()) {
    clearSession();
    return { state: 'signed-out' };
  }
  try {
    const user = await api.me(token);
    if (token) updateStoredUser(user);
    else saveUserWithoutToken(user);
    return { state: 'signed-in', user };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      clearSession();
      return { state: 'signed-out' };
    }
    return { state: 'unreachable', message: error instanceof ApiError ? error.message : String(error) };
  }
}

/** "Ada King Lovelace" -> "AL"; "" -> "". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = (word: string | undefined): string => (word ? [...word][0] : '');
  return (first(words[0]) + (words.length > 1 ? first(words[words.length - 1]) : '')).toUpperCase();
}

export const fullName = (user: User): string => `${user.firstName} ${user.lastName}`.trim();
