import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { MyApplication } from '../../lib/api';
import { ADA, ADA_SESSION, NO_SESSION, storeAda, storedValues } from '../../lib/testing/account';
import { type Reply, service } from '../../lib/testing/service';
import { Profile } from './Profile';

describe('Profile', () => {
  it('renders the loading state first, so the HTML rendered at build time is stable', () => {
    storeAda();
    const html = renderToString(<Profile />);
    expect(html).toContain('Checking whether you are signed in...');
    expect(html).not.toContain('Ada');
  });

  it('signed in: shows the name and e-mail in a definition list', async () => {
    storeAda();
    const calls = service({ 'GET /users/me': ADA_SESSION });
    render(<Profile />);
    const list = (await screen.findByText('Name')).closest('dl') as HTMLElement;
    expect(within(list).getByText('Ada Lovelace').tagName).toBe('DD');
    expect(within(list).getByText('ada@example.org').tagName).toBe('DD');
    expect(calls[0].authorization).toBe('Bearer token-1');
  });

  it('signed in: links to Account Settings', async () => {
    storeAda();
    service({
      'GET /users/me': ADA_SESSION,
      'GET /users/me/applications': ({ response }) => response(200).json([]),
    });
    render(<Profile />);
    expect((await screen.findByRole('link', { name: 'Account Settings' })).getAttribute('href')).toBe(
      '/account-settings/',
    );
  });

  it('signed in: the stored name follows the service', async () => {
    storeAda();
    service({ 'GET /users/me': ({ response }) => response(200).json({ ...ADA, firstName: 'Augusta' }) });
    render(<Profile />);
    await screen.findByText('Augusta Lovelace');
    expect(window.sessionStorage.getItem('userName')).toBe('Augusta Lovelace');
  });

  it('signed out (no token, no session): says so and links to Sign in and Sign up', async () => {
    service({ 'GET /users/me': NO_SESSION });
    render(<Profile />);
    expect(await screen.findByText('You are not signed in.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login/');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup/');
  });

  it('a session ended on the service (/me 401) clears the four stored values', async () => {
    storeAda(window.localStorage);
    service({ 'GET /users/me': NO_SESSION });
    render(<Profile />);
    await screen.findByText('You are not signed in.');
    expect(storedValues()).toEqual([]);
  });

  it('an unreachable service says so and can be asked again', async () => {
    storeAda();
    let reachable = false;
    service({ 'GET /users/me': (info) => (reachable ? ADA_SESSION(info) : HttpResponse.error()) });
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

const RECEIVED: MyApplication = {
  reference: 'IAAII-2026-00043',
  submittedAt: '2026-11-23T12:04:05Z',
  membershipType: 'student',
  status: 'received',
};
const ACCEPTED: MyApplication = {
  reference: 'IAAII-2026-00042',
  submittedAt: '2026-11-20T09:00:00Z',
  membershipType: 'regular',
  status: 'accepted',
  decidedAt: '2026-11-22T15:30:00Z',
  decisionNote: 'Welcome to the association.',
};
const DECLINED: MyApplication = {
  reference: 'IAAII-2025-00007',
  submittedAt: '2025-03-02T12:00:00Z',
  membershipType: 'corporate',
  status: 'declined',
  decidedAt: '2025-03-09T12:00:00Z',
};

/** Signed in as Ada, whose applications the service answers with `applications`. */
async function openProfile(
  applications: Reply<'GET /users/me/applications'>,
  props: Parameters<typeof Profile>[0] = {},
) {
  storeAda();
  const calls = service({
    'GET /users/me': ADA_SESSION,
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
    const calls = await openProfile(({ response }) => response(200).json([]));
    await screen.findByText(/You have not applied for membership/);
    expect(calls[1]).toMatchObject({ method: 'GET', path: '/users/me/applications', authorization: 'Bearer token-1' });
  });

  it('with none, says so and links to the membership application', async () => {
    await openProfile(({ response }) => response(200).json([]));
    expect((await screen.findByText(/You have not applied for membership/)).textContent).toContain('ada@example.org');
    expect(screen.getByRole('link', { name: 'Apply for membership' }).getAttribute('href')).toBe(
      '/membership-application/',
    );
  });

  it('lists each with its reference, the day it was sent, its membership type and status, newest first', async () => {
    await openProfile(({ response }) => response(200).json([RECEIVED, ACCEPTED, DECLINED]));
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
    await openProfile(({ response }) => response(200).json([ACCEPTED, DECLINED]));
    await screen.findAllByRole('heading', { level: 3 });
    expect(rows(card('IAAII-2026-00042'))).toEqual([
      'Sent: 20 November 2026',
      'Membership type: Individual',
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
    await openProfile(({ response }) => response(200).json([{ ...RECEIVED, membershipType: 'institutional' }]), {
      membershipTypes: [{ value: 'institutional', label: 'Academic institutional' }],
    });
    await screen.findAllByRole('heading', { level: 3 });
    expect(rows(card('IAAII-2026-00043'))[1]).toBe('Membership type: Academic institutional');
  });

  it('a session ended meanwhile (401) shows the signed-out notice', async () => {
    await openProfile(({ response }) => response(401).json({ code: 'not_signed_in', message: 'Please log in.' }));
    expect(await screen.findByText('You are not signed in.')).toBeTruthy();
    expect(storedValues()).toEqual([]);
  });

  it('a failure says so and can be asked again', async () => {
    let reachable = false;
    await openProfile(({ response }) => (reachable ? response(200).json([ACCEPTED]) : HttpResponse.error()));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not load your applications. We could not reach the server. Please check your connection and try again.',
    );
    reachable = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Application IAAII-2026-00042' })).toBeTruthy();
  });
});
