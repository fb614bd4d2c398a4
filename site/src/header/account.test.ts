import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetSignedOut } from '../lib/session';
import { ADA, ADA_SESSION, NO_SESSION, storeAda, storedValues } from '../lib/testing/account';
import { byId, one } from '../lib/testing/dom';
import { held, service } from '../lib/testing/service';
import { initials, setUpAccount } from './account';

// The account area of themes/default/templates/partials/header.html, as rendered.
const MARKUP = `
  <button class="nav-toggle" type="button" aria-expanded="false" aria-controls="site-nav" data-nav-toggle>
    <span class="nav-toggle__bars" aria-hidden="true"></span><span class="nav-toggle__label">Menu</span>
  </button>
  <nav class="account-area" id="account-area" data-state="signed-out">
    <ul class="account-links" data-account="signed-out">
      <li><a href="/login/">Login</a></li><li><a href="/signup/">Sign Up</a></li>
    </ul>
    <div class="account-menu" data-account="signed-in" data-dropdown>
      <button class="account-menu__button" type="button" aria-expanded="false" aria-controls="account-menu">
        <span class="avatar" aria-hidden="true" data-account-initials><svg></svg></span>
        <span class="account-menu__name" data-account-name>My account</span>
      </button>
      <ul class="nav-menu nav-menu--end" id="account-menu">
        <li><a href="/profile/">My Profile</a></li>
        <li><a href="/account-settings/">Account Settings</a></li>
        <li><button type="button" data-action="logout">Logout</button></li>
      </ul>
    </div>
  </nav>
  <main>
    <a class="btn" id="join" href="/signup/">Join</a>
    <a id="mission" href="/mission/">Mission</a>
    <div data-island="LoginForm"><a id="island-signup" href="/signup/">Sign up</a></div>
  </main>`;

const area = (): HTMLElement => document.getElementById('account-area') as HTMLElement;
const state = (): string | undefined => area().dataset.state;
const shownName = (): string | null | undefined => area().querySelector('[data-account-name]')?.textContent;
const shownInitials = (): string | null | undefined => area().querySelector('[data-account-initials]')?.textContent;
const settled = (): boolean => 'settled' in area().dataset;
const toggle = (): HTMLElement => document.querySelector('[data-nav-toggle]') as HTMLElement;
const href = (id: string): string | null | undefined => document.getElementById(id)?.getAttribute('href');

beforeEach(() => {
  document.body.innerHTML = MARKUP;
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; this is the cookie the header reads.
  document.cookie = 'iaaii_signed_in=; max-age=0';
});

/** The readable cookie the service sets at sign-in: a session may be alive. */
function setSignedInHint(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; this is the cookie the service sets.
  document.cookie = 'iaaii_signed_in=1';
}

describe('header account area', () => {
  it('Login and Sign Up lead back to the page they were followed from, except from the account pages', async () => {
    service({ 'GET /users/me': NO_SESSION });
    window.history.replaceState(null, '', '/account-settings/');
    await setUpAccount(area());
    const links = [...area().querySelectorAll('.account-links a')].map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/login/?next=%2Faccount-settings', '/signup/?next=%2Faccount-settings']);
    document.body.innerHTML = MARKUP;
    window.history.replaceState(null, '', '/login/');
    await setUpAccount(area());
    expect(area().querySelector('.account-links a')?.getAttribute('href')).toBe('/login/');
    window.history.replaceState(null, '', '/');
  });

  it('signed out: with no stored token and no signed-in hint, Login and Sign Up stay and nothing is asked', async () => {
    const calls = service({ 'GET /users/me': NO_SESSION });
    await setUpAccount(area());
    expect(state()).toBe('signed-out');
    expect(calls).toHaveLength(0);
  });

  it('a signed-in hint whose session has ended: the service is asked once and Login and Sign Up stay', async () => {
    setSignedInHint();
    const calls = service({ 'GET /users/me': NO_SESSION });
    await setUpAccount(area());
    expect(state()).toBe('signed-out');
    expect(calls).toHaveLength(1);
    expect(calls[0].authorization).toBeNull();
  });

  it('signed in: the stored name and its initials are shown at once, before the service answers', () => {
    storeAda();
    held('GET /users/me');
    void setUpAccount(area());
    expect(state()).toBe('signed-in');
    expect(shownName()).toBe('Ada Lovelace');
    expect(shownInitials()).toBe('AL');
  });

  it('signed in: the avatar button is named by the initials it always shows, then the full name', () => {
    storeAda();
    held('GET /users/me');
    void setUpAccount(area());
    expect(one('.account-menu__button').getAttribute('aria-label')).toBe('AL, Ada Lovelace, account menu');
  });

  it('confirms with GET /api/users/me and the Bearer token, then refreshes the stored name', async () => {
    storeAda(window.localStorage);
    const calls = service({ 'GET /users/me': ({ response }) => response(200).json({ ...ADA, lastName: 'King' }) });
    await setUpAccount(area());
    expect(calls[0].authorization).toBe('Bearer token-1');
    expect(state()).toBe('signed-in');
    expect(shownName()).toBe('Ada King');
    expect(shownInitials()).toBe('AK');
    expect(window.localStorage.getItem('userName')).toBe('Ada King');
  });

  it('/me answering 401 clears the four stored values and shows Login and Sign Up', async () => {
    storeAda(window.localStorage);
    service({ 'GET /users/me': NO_SESSION });
    await setUpAccount(area());
    expect(state()).toBe('signed-out');
    expect(storedValues()).toEqual([]);
  });

  it('an island announcing the visitor signed out (account deleted) shows Login and Sign Up at once', async () => {
    storeAda(window.localStorage);
    service({ 'GET /users/me': ADA_SESSION });
    await setUpAccount(area());
    expect(state()).toBe('signed-in');
    forgetSignedOut();
    expect(state()).toBe('signed-out');
    expect(storedValues()).toEqual([]);
    expect(href('join')).toBe('/signup/');
  });

  it('an unreachable service keeps the signed-in state shown', async () => {
    storeAda();
    service({ 'GET /users/me': 'network' });
    await setUpAccount(area());
    expect(state()).toBe('signed-in');
    expect(window.sessionStorage.getItem('accessToken')).toBe('token-1');
  });

  it('no stored token but a live session cookie: signed in, the user kept for the tab without a token', async () => {
    setSignedInHint();
    service({ 'GET /users/me': ADA_SESSION });
    await setUpAccount(area());
    expect(state()).toBe('signed-in');
    expect(shownName()).toBe('Ada Lovelace');
    expect(window.sessionStorage.getItem('userName')).toBe('Ada Lovelace');
    expect(window.sessionStorage.getItem('userEmail')).toBe(ADA.email);
    expect(window.sessionStorage.getItem('accessToken')).toBeNull();
  });

  it('the next page of that tab shows the remembered name at once', () => {
    setSignedInHint();
    window.sessionStorage.setItem('userName', 'Ada Lovelace');
    held('GET /users/me');
    void setUpAccount(area());
    expect(state()).toBe('signed-in');
    expect(shownName()).toBe('Ada Lovelace');
  });

  it('logout calls the service with the token, clears the four values, shows signed out and goes home', async () => {
    storeAda(window.localStorage);
    let loggedOut!: () => void;
    const left = new Promise<void>((resolve) => (loggedOut = resolve));
    const calls = service({
      'GET /users/me': ADA_SESSION,
      'POST /users/logout': ({ response }) => response(200).json({ message: 'Signed out.' }),
    });
    const leave = vi.fn(() => loggedOut());
    await setUpAccount(area(), leave);
    area().querySelector<HTMLButtonElement>('[data-action="logout"]')?.click();
    await left;
    expect(calls[1]).toMatchObject({ method: 'POST', path: '/users/logout', authorization: 'Bearer token-1' });
    expect(storedValues()).toEqual([]);
    expect(state()).toBe('signed-out');
    expect(leave).toHaveBeenCalledWith('/');
  });

  it('logout still signs out of the page when the service cannot be reached', async () => {
    storeAda();
    let loggedOut!: () => void;
    const left = new Promise<void>((resolve) => (loggedOut = resolve));
    service({ 'GET /users/me': ADA_SESSION, 'POST /users/logout': 'network' });
    await setUpAccount(area(), () => loggedOut());
    area().querySelector<HTMLButtonElement>('[data-action="logout"]')?.click();
    await left;
    expect(storedValues()).toEqual([]);
    expect(state()).toBe('signed-out');
  });
});

describe('before the service answers (no flash of Login and Sign Up)', () => {
  it('signed out for certain (no token, no hint): settled at once, so Login and Sign Up are drawn', () => {
    service({});
    void setUpAccount(area());
    expect(state()).toBe('signed-out');
    expect(settled()).toBe(true);
  });

  it('a stored user: settled at once as signed in', () => {
    storeAda();
    held('GET /users/me');
    void setUpAccount(area());
    expect(state()).toBe('signed-in');
    expect(settled()).toBe(true);
  });

  it('only the hint cookie: not settled (Login and Sign Up held back) until the service answers', async () => {
    setSignedInHint();
    const me = held('GET /users/me');
    const done = setUpAccount(area());
    expect(settled()).toBe(false);
    expect('checking' in area().dataset).toBe(true);
    me.answer(ADA_SESSION);
    await done;
    expect(settled()).toBe(true);
    expect('checking' in area().dataset).toBe(false);
    expect(state()).toBe('signed-in');
    expect(shownName()).toBe('Ada Lovelace');
  });

  it('only the hint cookie and an unreachable service: settled as signed out, offering Login', async () => {
    setSignedInHint();
    service({ 'GET /users/me': 'network' });
    await setUpAccount(area());
    expect(settled()).toBe(true);
    expect(state()).toBe('signed-out');
  });
});

describe('signed in: who it is, in the account menu and on a phone', () => {
  it("the account menu's first line says who is signed in, in full, with the initials", async () => {
    storeAda();
    service({ 'GET /users/me': ADA_SESSION });
    await setUpAccount(area());
    const who = byId('account-who');
    expect(byId('account-menu').firstElementChild).toBe(who);
    expect(who.tagName).toBe('LI');
    expect(who.textContent).toBe('ALSigned in as Ada Lovelace');
    expect(who.querySelector('.avatar')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('the Menu button shows the initials and is described by who is signed in', async () => {
    storeAda();
    service({ 'GET /users/me': ADA_SESSION });
    await setUpAccount(area());
    const badge = one('.nav-toggle__avatar', toggle());
    expect(badge.textContent).toBe('AL');
    expect(badge.hidden).toBe(false);
    expect(toggle().getAttribute('aria-describedby')).toBe('account-who');
  });

  it('signed out again, the initials and the description go', async () => {
    storeAda();
    service({ 'GET /users/me': NO_SESSION });
    await setUpAccount(area());
    expect(one('.nav-toggle__avatar', toggle()).hidden).toBe(true);
    expect(toggle().getAttribute('aria-describedby')).toBeNull();
  });

  it('signed out, nothing is added', async () => {
    service({});
    await setUpAccount(area());
    expect(document.getElementById('account-who')).toBeNull();
    expect(toggle().querySelector('.nav-toggle__avatar')).toBeNull();
  });
});

describe('Join and Become a Member', () => {
  it('lead a signed-in member to the membership application, at once', () => {
    storeAda();
    held('GET /users/me');
    void setUpAccount(area());
    expect(href('join')).toBe('/membership-application/');
    expect(href('mission')).toBe('/mission/');
  });

  it("leave the account area's Sign Up and the islands' links alone", () => {
    storeAda();
    held('GET /users/me');
    void setUpAccount(area());
    expect(href('island-signup')).toBe('/signup/');
  });

  it('lead to /signup again once the service says the session has ended', async () => {
    storeAda();
    service({ 'GET /users/me': NO_SESSION });
    await setUpAccount(area());
    expect(href('join')).toBe('/signup/');
  });

  it('lead to /signup when signed out', async () => {
    service({});
    await setUpAccount(area());
    expect(href('join')).toBe('/signup/');
  });
});

describe('initials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initials('ada king lovelace')).toBe('AL');
    expect(initials('Cher')).toBe('C');
    expect(initials('  ')).toBe('');
  });
});
