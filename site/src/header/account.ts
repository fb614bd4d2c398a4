// The header's account area (#account-area in partials/header.html): the CSS shows Login and
// Sign Up or the avatar menu from data-state. The stored name is shown at once, so a signed-in
// visitor sees no flash of "Login"; GET /api/users/me then confirms it, so a refresh no longer
// signs anyone out and a session ended elsewhere is noticed. Plain DOM: this runs on every page.

import { api, ApiError, type User } from '../lib/api';
import { goTo } from '../lib/paths';
import {
  clearSession,
  readSession,
  hasSignedInHint,
  readStoredName,
  saveUserWithoutToken,
  updateStoredUser,
} from '../lib/session';

/** "Ada King Lovelace" -> "AL"; "" -> "". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = (word: string | undefined): string => (word ? [...word][0] : '');
  return (first(words[0]) + (words.length > 1 ? first(words[words.length - 1]) : '')).toUpperCase();
}

/** Signed in as `name` (the template's "My account" and icon stay when it is ''), or signed out. */
function show(area: HTMLElement, name: string | null): void {
  area.dataset.state = name === null ? 'signed-out' : 'signed-in';
  if (!name) return;
  const label = area.querySelector('[data-account-name]');
  const avatar = area.querySelector('[data-account-initials]');
  const button = area.querySelector('.account-menu__button');
  if (label) label.textContent = name;
  if (avatar) avatar.textContent = initials(name);
  // Between 960 and 1100 px the CSS hides the name, which would leave the button unnamed.
  button?.setAttribute('aria-label', `${name}, account menu`);
}

const fullName = (user: User): string => `${user.firstName} ${user.lastName}`.trim();

/** Ask the service who is signed in (token and cookie): 200 signed in, 401 signed out. */
async function confirm(area: HTMLElement): Promise<void> {
  const token = readSession()?.accessToken;
  if (!token && !hasSignedInHint()) {
    clearSession();
    show(area, null);
    return;
  }
  try {
    const user = await api.me(token);
    if (token) updateStoredUser(user);
    else saveUserWithoutToken(user);
    show(area, fullName(user));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      clearSession();
      show(area, null);
    }
    // Unreachable or failing service: keep what is shown rather than guess.
  }
}

async function logout(area: HTMLElement, button: HTMLButtonElement, leave: (route: string) => void): Promise<void> {
  button.disabled = true;
  try {
    await api.logout(readSession()?.accessToken);
  } catch {
    // Already ended (401) or unreachable: the visitor asked to leave, so the page forgets anyway.
  }
  clearSession();
  show(area, null);
  leave('/');
}

/** Wire the account area; the promise settles once the service has answered (for tests). */
export function setUpAccount(area: HTMLElement, leave: (route: string) => void = goTo): Promise<void> {
  const session = readSession();
  const name = session ? session.userName : readStoredName();
  if (session || name) show(area, name);
  const button = area.querySelector<HTMLButtonElement>('[data-action="logout"]');
  button?.addEventListener('click', () => void logout(area, button, leave));
  return confirm(area);
}
