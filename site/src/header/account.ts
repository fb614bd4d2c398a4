// The header's account area (#account-area in partials/header.html): the CSS shows Login and
// Sign Up or the avatar menu from data-state. What the browser remembers (the stored user, the
// service's hint cookie) is shown at once, before any request, so a signed-in member never sees
// Login and Sign Up; GET /api/users/me then confirms it, so a refresh signs no one out and a
// session ended elsewhere is noticed. Until the area is settled (data-settled), header.css keeps
// Login and Sign Up in their place but undrawn: the HTML does not know who is signed in. Signed
// in, the account menu's first line says who in full (the avatar button may shorten the name), the
// Menu button shows the initials on a phone, and the page's links to /signup (Join, Become a
// Member) lead to the membership application instead.
// Plain DOM: this runs on every page.

import { api } from '../lib/api';
import { goTo, sitePath } from '../lib/paths';
import { currentRoute, withReturn } from '../lib/returnTo';
import { clearSession, readSession, SIGNED_OUT_EVENT } from '../lib/session';
import { confirmSignedIn, fullName, initials, mightBeSignedIn, rememberedUser } from '../lib/signedIn';

export { initials };

/** The account menu's line that says who is signed in. */
const WHO_ID = 'account-who';

function span(className: string): HTMLSpanElement {
  const element = document.createElement('span');
  element.className = className;
  return element;
}

/** Signed in as `name` ('' when the name is not known), or signed out (null); settled either way. */
function show(area: HTMLElement, name: string | null): void {
  area.dataset.state = name === null ? 'signed-out' : 'signed-in';
  area.dataset.settled = '';
  delete area.dataset.checking;
  showWho(area, name);
  pointJoinLinks(name !== null);
  if (!name) return;
  const label = area.querySelector('[data-account-name]');
  const avatar = area.querySelector('[data-account-initials]');
  const button = area.querySelector('.account-menu__button');
  if (label) label.textContent = name;
  if (avatar) avatar.textContent = initials(name);
  // The name may be shortened (with an ellipsis), so it is given in full; it starts with
  // the initials the button always shows, so speaking them reaches it too (WCAG 2.5.3).
  button?.setAttribute('aria-label', `${initials(name)}, ${name}, account menu`);
}

/**
 * The first line of the account menu says who is signed in: at the top of the avatar's menu, or
 * on a phone (where the avatar button is hidden and the menu's links are listed in the panel)
 * above those links. There the Menu button carries the initials and is described by that line;
 * the CSS shows the initials below 1200 px only.
 */
function showWho(area: HTMLElement, name: string | null): void {
  const menu = area.querySelector('.account-menu .nav-menu');
  let who = document.getElementById(WHO_ID);
  if (!who && menu && name) {
    who = document.createElement('li');
    who.id = WHO_ID;
    who.className = 'account-who';
    const avatar = span('avatar');
    avatar.setAttribute('aria-hidden', 'true');
    who.append(avatar, span('account-who__text'));
    menu.prepend(who);
  }
  const toggle = document.querySelector<HTMLElement>('[data-nav-toggle]');
  let badge = toggle?.querySelector<HTMLElement>('.nav-toggle__avatar') ?? null;
  if (toggle && !badge && name) {
    badge = span('avatar nav-toggle__avatar');
    badge.setAttribute('aria-hidden', 'true');
    toggle.append(badge);
  }
  if (who) {
    const [avatar, text] = who.children;
    avatar.textContent = initials(name ?? '');
    // The theme writes these in the page's language (locales/<lang>/site.ftl).
    const area = document.getElementById('account-area')?.dataset;
    text.textContent = name
      ? (area?.signedInAs ?? 'Signed in as {name}').replace('{name}', name)
      : (area?.signedIn ?? 'Signed in');
  }
  if (badge) {
    badge.textContent = initials(name ?? '');
    badge.hidden = !name;
  }
  if (name === null) toggle?.removeAttribute('aria-describedby');
  else if (who) toggle?.setAttribute('aria-describedby', WHO_ID);
}

const withoutSlash = (path: string | null): string => (path ?? '').replace(/\/+$/, '');

/**
 * The page's invitations to sign up (the home page's Join and Become a Member, and any other link
 * to /signup outside the account area and the islands) lead a signed-in member to the membership
 * application; signed out, they lead to /signup again.
 */
function pointJoinLinks(signedIn: boolean): void {
  const signup = withoutSlash(sitePath('/signup'));
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    if (link.closest('#account-area, [data-island]')) continue;
    const original = link.dataset.signedOutHref;
    if (signedIn && original === undefined && withoutSlash(link.getAttribute('href')) === signup) {
      link.dataset.signedOutHref = link.getAttribute('href') ?? '';
      link.setAttribute('href', sitePath('/membership-application'));
    } else if (!signedIn && original !== undefined) {
      link.setAttribute('href', original);
      delete link.dataset.signedOutHref;
    }
  }
}

/** Pages from which signing in should not come back to them: the account pages themselves. */
const NO_RETURN = [
  '/',
  '/login',
  '/signup',
  '/forgot-password',
  '/otp-verification',
  '/reset-password',
  '/confirm-email',
];

/** The area's Login and Sign Up lead back to this page once signed in (`?next=`). */
function pointReturnLinks(area: HTMLElement): void {
  const route = currentRoute();
  if (NO_RETURN.includes(route)) return;
  for (const page of ['/login', '/signup']) {
    const link = area.querySelector<HTMLAnchorElement>(`a[href="${sitePath(page)}"]`);
    link?.setAttribute('href', withReturn(page, route));
  }
}

/** Ask the service who is signed in (token and cookie): 200 signed in, 401 signed out. */
async function confirm(area: HTMLElement): Promise<void> {
  const answer = await confirmSignedIn();
  if (answer.state === 'signed-in') show(area, fullName(answer.user));
  else if (answer.state === 'signed-out') show(area, null);
  // Unreachable or failing service: keep what is shown rather than guess; with nothing shown
  // yet (only the hint cookie was known), offer Login and Sign Up.
  else if (!('settled' in area.dataset)) show(area, null);
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
  const remembered = rememberedUser();
  if (remembered) show(area, remembered.name);
  else if (!mightBeSignedIn()) show(area, null);
  // Otherwise only the hint cookie is known: Login and Sign Up stay held back until the service
  // answers (data-checking stops the stylesheet's fallback from drawing them meanwhile).
  else area.dataset.checking = '';
  pointReturnLinks(area);
  const button = area.querySelector<HTMLButtonElement>('[data-action="logout"]');
  button?.addEventListener('click', () => void logout(area, button, leave));
  // An island found the visitor signed out (account deleted, session ended elsewhere).
  window.addEventListener(SIGNED_OUT_EVENT, () => show(area, null));
  return confirm(area);
}
