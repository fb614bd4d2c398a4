import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADA, fakeService, storeAda, storedValues } from './fakeService';
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
    const calls = fakeService({ 'GET /users/me': { status: 200, body: ADA } });
    render(<Profile />);
    const list = (await screen.findByText('Name')).closest('dl') as HTMLElement;
    expect(within(list).getByText('Ada Lovelace').tagName).toBe('DD');
    expect(within(list).getByText('ada@example.org').tagName).toBe('DD');
    expect(calls[0].authorization).toBe('Bearer token-1');
  });

  it('signed in: links to Account Settings and the membership application', async () => {
    storeAda();
    fakeService({ 'GET /users/me': { status: 200, body: ADA } });
    render(<Profile />);
    expect((await screen.findByRole('link', { name: 'Account Settings' })).getAttribute('href')).toBe('/account-settings/');
    expect(screen.getByRole('link', { name: 'Apply for Membership' }).getAttribute('href')).toBe('/membership-application/');
  });

  it('signed in: the stored name follows the service', async () => {
    storeAda();
    fakeService({ 'GET /users/me': { status: 200, body: { ...ADA, firstName: 'Augusta' } } });
    render(<Profile />);
    await screen.findByText('Augusta Lovelace');
    expect(window.sessionStorage.getItem('userName')).toBe('Augusta Lovelace');
  });

  it('signed out (no token, no session): says so and links to Login and Sign Up', async () => {
    fakeService({ 'GET /users/me': { status: 401, body: { message: 'Please log in.' } } });
    render(<Profile />);
    expect(await screen.findByText('You are not signed in.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login/');
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/signup/');
  });

  it('a session ended on the service (/me 401) clears the four stored values', async () => {
    storeAda(window.localStorage);
    fakeService({ 'GET /users/me': { status: 401, body: { message: 'Please log in.' } } });
    render(<Profile />);
    await screen.findByText('You are not signed in.');
    expect(storedValues()).toEqual([]);
  });

  it('an unreachable service says so and can be asked again', async () => {
    storeAda();
    let reachable = false;
    fakeService({ 'GET /users/me': () => (reachable ? { status: 200, body: ADA } : 'network') });
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
