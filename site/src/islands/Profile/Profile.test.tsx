import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADA, storeAda, storedValues } from '../../lib/testing/account';
import { type Route, service } from '../../lib/testing/service';
import { Profile } from './Profile';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('Profile', () => {
  it('renders the loading state first, so the HTML rendered at build time is stable', () => {
    storeAda();
    const html = renderToString(<Profile />);
    expect(html).toContain('Checking whether you are signed in...');
    expect(html).not.toContain('Ada');
  });

  it('signed in: shows the name and e-mail in a definition list', async () => {
    storeAda();
    const calls = service({ 'GET /users/me': { status: 200, body: ADA } });
    render(<Profile />);
    const list = (await screen.findByText('Name')).closest('dl') as HTMLElement;
    expect(within(list).getByText('Ada Lovelace').tagName).toBe('DD');
    expect(within(list).getByText('ada@example.org').tagName).toBe('DD');
    expect(calls[0].authorization).toBe('Bearer token-1');
  });

  it('signed in: links to Account Settings', async () => {
    storeAda();
    service({
      'GET /users/me': { status: 200, body: ADA },
      'GET /users/me/applications': { status: 200, body: [] },
    });
    render(<Profile />);
    expect((await screen.findByRole('link', { name: 'Account Settings' })).getAttribute('href')).toBe(
      '/account-settings/',
    );
  });

  it('signed in: the stored name follows the service', async () => {
    storeAda();
    service({ 'GET /users/me': { status: 200, body: { ...ADA, firstName: 'Augusta' } } });
    render(<Profile />);
    await screen.findByText('Augusta Lovelace');
    expect(window.sessionStorage.getItem('userName')).toBe('Augusta Lovelace');
  });

  it('signed out (no token, no session): says so and links to Login and Sign Up', async () => {
    service({ 'GET /users/me': { status: 401, body: { message: 'Please log in.' } } });
    render(<Profile />);
    expect(await screen.findByText('You are not signed in.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login/');
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/signup/');
  });

  it('a session ended on the service (/me 401) clears the four stored values', async () => {
    storeAda(window.localStorage);
    service({ 'GET /users/me': { status: 401, body: { message: 'Please log in.' } } });
    render(<Profile />);
    await screen.findByText('You are not signed in.');
    expect(storedValues()).toEqual([]);
  });

  it('an unreachable service says so and can be asked again', async () => {
    storeAda();
    let reachable = false;
    service({ 'GET /users/me': () => (reachable ? { status: 200, body: ADA } : 'network') });
    render(<Profile />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not reach the server. Please check your connection and try again.',
    );
    expect(storedValues()).toHaveLength(4);
    reachable = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ada Lovelace')).toBeTruthy();
  });
});

const RECEIVED = {
  reference: 'IAAII-2026-00043',
  submittedAt: '2026-11-23T12:04:05Z',
  membershipType: 'student',
  status: 'received',
};
const ACCEPTED = {
  reference: 'IAAII-2026-00042',
  submittedAt: '2026-11-20T09:00:00Z',
  membershipType: 'regular',
  status: 'accepted',
  decidedAt: '2026-11-22T15:30:00Z',
  decisionNote: 'Welcome to the association.',
};
const DECLINED = {
  reference: 'IAAII-2025-00007',
  submittedAt: '2025-03-02T12:00:00Z',
  membershipType: 'corporate',
  status: 'declined',
  decidedAt: '2025-03-09T12:00:00Z',
};

/** Signed in as Ada, whose applications the service answers with `applications`. */
async function openProfile(applications: Route, props: Parameters<typeof Profile>[0] = {}) {
  storeAda();
  const calls = service({
    'GET /users/me': { status: 200, body: ADA },
    'GET /users/me/applications': applications,
  });
  render(<Profile {...props} />);
  await screen.findByRole('heading', { name: 'Your membership applications' });
  return calls;
}

const card = (reference: string) =>
  screen.getByRole('heading', { name: `Application ${reference}` }).closest('li') as HTMLElement;
/** A card's rows as "term: description". */
const rows = (element: HTMLElement) =>
  [...element.querySelectorAll('dt')].map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

describe("Profile: the member's applications", () => {
  it('asks the service with the stored token', async () => {
    const calls = await openProfile({ status: 200, body: [] });
    await screen.findByText(/You have not applied for membership/);
    expect(calls[1]).toMatchObject({ method: 'GET', path: '/users/me/applications', authorization: 'Bearer token-1' });
  });

  it('with none, says so and links to the membership application', async () => {
    await openProfile({ status: 200, body: [] });
    expect((await screen.findByText(/You have not applied for membership/)).textContent).toContain('ada@example.org');
    expect(screen.getByRole('link', { name: 'Apply for membership' }).getAttribute('href')).toBe(
      '/membership-application/',
    );
  });

  it('lists each with its reference, the day it was sent, its membership type and status, newest first', async () => {
    await openProfile({ status: 200, body: [RECEIVED, ACCEPTED, DECLINED] });
    const headings = await screen.findAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Application IAAII-2026-00043',
      'Application IAAII-2026-00042',
      'Application IAAII-2025-00007',
    ]);
    expect(rows(card('IAAII-2026-00043'))).toEqual([
      'Sent: 23 November 2026',
      'Membership type: Student',
      'Status: Received: the membership team will review it and write to you.',
    ]);
    expect(card('IAAII-2026-00043').querySelector('time')?.getAttribute('datetime')).toBe('2026-11-23T12:04:05Z');
    expect(screen.queryByRole('link', { name: 'Apply for membership' })).toBeNull();
  });

  it('a decided application shows the decision with its date, and the note when there is one', async () => {
    await openProfile({ status: 200, body: [ACCEPTED, DECLINED] });
    await screen.findAllByRole('heading', { level: 3 });
    expect(rows(card('IAAII-2026-00042'))).toEqual([
      'Sent: 20 November 2026',
      'Membership type: Regular',
      'Status: Accepted on 22 November 2026',
      'Note from the membership team: Welcome to the association.',
    ]);
    expect(rows(card('IAAII-2025-00007'))).toEqual([
      'Sent: 2 March 2025',
      'Membership type: Corporate',
      'Status: Declined on 9 March 2025',
    ]);
  });

  it("names the membership type as the site's data does, when the page gives it", async () => {
    await openProfile(
      { status: 200, body: [{ ...RECEIVED, membershipType: 'institutional' }] },
      {
        membershipTypes: [{ value: 'institutional', label: 'Academic institutional' }],
      },
    );
    await screen.findAllByRole('heading', { level: 3 });
    expect(rows(card('IAAII-2026-00043'))[1]).toBe('Membership type: Academic institutional');
  });

  it('a session ended meanwhile (401) shows the signed-out notice', async () => {
    await openProfile({ status: 401, body: { message: 'Please log in.' } });
    expect(await screen.findByText('You are not signed in.')).toBeTruthy();
    expect(storedValues()).toEqual([]);
  });

  it('a failure says so and can be asked again', async () => {
    let reachable = false;
    await openProfile(() => (reachable ? { status: 200, body: [ACCEPTED] } : 'network'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not load your applications. We could not reach the server. Please check your connection and try again.',
    );
    reachable = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Application IAAII-2026-00042' })).toBeTruthy();
  });
});
