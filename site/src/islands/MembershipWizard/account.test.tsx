// A signed-in member's application: their name and e-mail address come from the account (GET
// /api/users/me), still editable, and never over what they typed or a restored draft.

import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADA, ADA_SESSION, NO_SESSION, storeAda } from '../../lib/testing/account';
import { later, type Reply, service } from '../../lib/testing/service';
import {
  ACCEPTED,
  fill,
  fillCollaboration,
  next,
  reachCheck,
  reachLastStep,
  renderWizard,
  storeDraft,
  submitButton,
} from './testing';

// Leaving the page is a spy (lib/__mocks__/paths.ts): the test checks where the visitor is sent.
vi.mock('../../lib/paths');

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

/** Signed in as Ada; the service answers /me with `me`. */
function signedIn(me: Reply<'GET /users/me'> = ADA_SESSION) {
  storeAda();
  return service({ 'GET /users/me': me, 'POST /users/submit-form': ACCEPTED });
}

describe('the application of a signed-in member', () => {
  it('is filled in from the account: first name, family name and e-mail address, and says so', async () => {
    signedIn();
    renderWizard();
    await waitFor(() => expect(value('First name')).toBe('Ada'));
    expect(value('Family name')).toBe('Lovelace');
    expect(value('Email address')).toBe('ada@example.org');
    expect(screen.getByRole('status').textContent).toBe(
      'We have filled in your first name, family name and e-mail address from your account. You can change them here.',
    );
  });

  it('stays editable', async () => {
    signedIn();
    const user = renderWizard();
    await waitFor(() => expect(value('First name')).toBe('Ada'));
    await fill(user, 'First name', 'Augusta Ada');
    expect(value('First name')).toBe('Augusta Ada');
  });

  it('never overwrites what the visitor typed before the service answered', async () => {
    const me = later<'GET /users/me'>();
    signedIn(me.answer);
    const user = renderWizard();
    await fill(user, 'First name', 'Augusta');
    await act(async () => me.release(ADA_SESSION));
    await waitFor(() => expect(value('Family name')).toBe('Lovelace'));
    expect(value('First name')).toBe('Augusta');
    expect(screen.getByRole('status').textContent).toBe(
      'We have filled in your family name and e-mail address from your account. You can change them here.',
    );
  });

  it('never overwrites a restored draft', async () => {
    storeDraft(1, { firstName: 'Grace', familyName: 'Hopper', email: 'grace@example.org' }, ADA._id);
    const calls = signedIn();
    renderWizard();
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/users/me'));
    await screen.findByText('We have restored the answers you entered earlier.');
    expect([value('First name'), value('Family name'), value('Email address')]).toEqual([
      'Grace',
      'Hopper',
      'grace@example.org',
    ]);
    expect(screen.queryByText(/from your account/)).toBeNull();
  });

  it('is not filled in for a visitor who is not signed in, and asks nothing', async () => {
    const calls = service({});
    renderWizard();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(value('First name')).toBe('');
    expect(calls).toEqual([]);
  });

  it('nor when the session has ended (/me 401)', async () => {
    signedIn(NO_SESSION);
    renderWizard();
    await waitFor(() => expect(window.sessionStorage.getItem('accessToken')).toBeNull());
    expect(value('First name')).toBe('');
  });

  it('ends with the reference in the dialog, and the way to follow it on the profile', async () => {
    signedIn();
    const user = renderWizard();
    await waitFor(() => expect(value('First name')).toBe('Ada'));
    await reachCheck(user);
    await user.click(submitButton());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('IAAII-2026-00042')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('link', { name: 'your profile' }).getAttribute('href')).toBe('/profile/');
  });

  it('does not point to the profile when the application went to another address', async () => {
    signedIn();
    const user = renderWizard();
    await waitFor(() => expect(value('First name')).toBe('Ada'));
    await reachLastStep(user);
    for (let step = 4; step > 1; step -= 1) await user.click(screen.getByRole('button', { name: 'Previous' }));
    await fill(user, 'Email address', 'ada@lovelace.example');
    for (let step = 1; step < 4; step += 1) await next(user);
    await fillCollaboration(user);
    await next(user);
    await user.click(submitButton());
    await screen.findByRole('dialog');
    expect(screen.queryByRole('link', { name: 'your profile' })).toBeNull();
  });
});

describe('the consent step', () => {
  it('links to the privacy notice in a new tab, from the consent’s hint', async () => {
    service({});
    const user = renderWizard();
    await reachLastStep(user);
    const link = screen.getByRole('link', { name: 'privacy notice (opens in new tab)' });
    expect(link.getAttribute('href')).toBe('/privacy/');
    expect(link.getAttribute('target')).toBe('_blank');
    const consent = screen.getByLabelText(/I consent/);
    expect(consent.getAttribute('aria-describedby')).toBe('confidentialityConsent-hint');
  });
});
