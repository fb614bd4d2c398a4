import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { NETWORK_MESSAGE } from '../../lib/api';
import type { Answer } from '../../lib/testing/contract';
import { present } from '../../lib/testing/dom';
import { answers, held } from '../../lib/testing/service';
import { ConfirmEmail } from './ConfirmEmail';

const TOKEN = '8f14e45fceea167a5a36dedd4bea2543c9f0f895fb98ab9159f51fd0297e236d';
const CONFIRMED: Answer<'POST /users/confirm-email'> = ({ response }) =>
  response(200).json({ message: 'Your email address is confirmed. You can now sign in.' });
const EXPIRED_MESSAGE = 'This confirmation link has expired or was already used. Ask for a new link below.';
const EXPIRED: Answer<'POST /users/confirm-email'> = ({ response }) =>
  response(400).json({ code: 'refused', message: EXPIRED_MESSAGE });
const WAIT_MESSAGE = 'Too many attempts. Please wait 1 minute and try again.';
const TOO_MANY: Answer<'POST /users/confirm-email'> = ({ response }) =>
  response(429).json({ code: 'rate_limited', message: WAIT_MESSAGE });

/** Open /confirm-email/ with `fragment` (e.g. "#token=..."), as the link in the mail does. */
function openAt(fragment: string) {
  window.history.replaceState(null, '', `/confirm-email/${fragment}`);
}

const signIn = () => screen.queryByRole('link', { name: 'Sign in' });
const resendForm = () => screen.queryByRole('region', { name: 'Get a new link' });

beforeEach(() => openAt(`#token=${TOKEN}`));

describe('ConfirmEmail', () => {
  it("says 'Confirming your email address…' while the service works", () => {
    held('POST /users/confirm-email');
    render(<ConfirmEmail />);
    expect(screen.getByRole('status').textContent).toBe('Confirming your email address…');
    expect(signIn()).toBeNull();
    expect(resendForm()).toBeNull();
  });

  it('sends the token from the fragment and takes the fragment out of the address bar', async () => {
    const { sent } = held('POST /users/confirm-email');
    render(<ConfirmEmail />);
    // The service receives the request a moment after the page sends it.
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].url).toBe('/api/users/confirm-email');
    expect(sent[0].method).toBe('POST');
    expect(sent[0].body).toEqual({ token: TOKEN });
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/confirm-email/');
  });

  describe('confirmed', () => {
    it('shows the service’s message under a heading, and a Sign in link to /login', async () => {
      answers('POST /users/confirm-email', CONFIRMED);
      render(<ConfirmEmail />);
      const outcome = present(
        (await screen.findByRole('heading', { level: 2, name: 'Email address confirmed' })).parentElement,
      );
      expect(outcome.getAttribute('role')).toBe('status');
      expect(within(outcome).getByText('Your email address is confirmed. You can now sign in.')).toBeTruthy();
      expect(signIn()?.getAttribute('href')).toBe('/login/');
      expect(signIn()?.className).toContain('btn--primary');
      expect(resendForm()).toBeNull();
    });

    it('moves focus to the message, so screen readers announce it', async () => {
      answers('POST /users/confirm-email', CONFIRMED);
      render(<ConfirmEmail />);
      await screen.findByText('Email address confirmed');
      expect(document.activeElement).toBe(screen.getByRole('status'));
    });
  });

  describe('expired or already used (400)', () => {
    it('shows the service’s message, a Sign in for an address confirmed already, and the form for a new link', async () => {
      answers('POST /users/confirm-email', EXPIRED);
      render(<ConfirmEmail />);
      const outcome = await screen.findByRole('alert');
      expect(within(outcome).getByRole('heading', { level: 2 }).textContent).toBe(
        'We could not confirm your email address',
      );
      expect(within(outcome).getByText(EXPIRED_MESSAGE)).toBeTruthy();
      expect(document.activeElement).toBe(outcome);
      const form = present(resendForm());
      expect(within(form).getByLabelText('Email')).toBeTruthy();
      expect(within(form).getByRole('button', { name: 'Send a new link' })).toBeTruthy();
      // A second click on a link that worked the first time ends here too.
      expect(present(signIn()).getAttribute('href')).toBe('/login/');
      expect(present(signIn()).parentElement?.textContent).toBe('Already confirmed your address? Sign in');
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    });
  });

  describe('a failure the same link may get past', () => {
    it('says when the service cannot be reached, and tries the same token again', async () => {
      const sent = answers('POST /users/confirm-email', 'network', CONFIRMED);
      const user = userEvent.setup();
      render(<ConfirmEmail />);
      expect((await screen.findByRole('alert')).textContent).toContain(NETWORK_MESSAGE);
      expect(resendForm()).not.toBeNull();
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText('Your email address is confirmed. You can now sign in.')).toBeTruthy();
      expect(sent[1].body).toEqual({ token: TOKEN });
    });

    it('says to wait after too many attempts (429), and offers to try again', async () => {
      answers('POST /users/confirm-email', TOO_MANY);
      render(<ConfirmEmail />);
      expect((await screen.findByRole('alert')).textContent).toContain(WAIT_MESSAGE);
      expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    });

    it('says it is confirming again while the second try waits', async () => {
      answers('POST /users/confirm-email', 'network');
      const user = userEvent.setup();
      render(<ConfirmEmail />);
      await screen.findByRole('alert');
      const { answer } = held('POST /users/confirm-email');
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(screen.getByRole('status').textContent).toBe('Confirming your email address…');
      await act(async () => answer(CONFIRMED));
      expect(document.activeElement).toBe(screen.getByRole('status'));
      expect(screen.getByRole('status').textContent).toContain('Email address confirmed');
    });
  });

  describe('a link without its token', () => {
    it.each([
      ['no fragment', ''],
      ['an empty token', '#token='],
      ['another fragment', '#main'],
    ])('with %s: says the link is incomplete, sends nothing and offers a new link', async (_, fragment) => {
      openAt(fragment);
      const sent = answers('POST /users/confirm-email', CONFIRMED);
      render(<ConfirmEmail />);
      const outcome = screen.getByRole('alert');
      expect(within(outcome).getByRole('heading', { level: 2 }).textContent).toBe('This link is incomplete');
      expect(outcome.textContent).toContain(
        'Open the link again from the message we sent you, or ask for a new link below.',
      );
      expect(resendForm()).not.toBeNull();
      expect(sent).toHaveLength(0);
      expect(window.location.hash).toBe('');
    });

    it('leaves focus where the page put it: nothing was asked, and the skip link stays first', () => {
      openAt('');
      render(<ConfirmEmail />);
      expect(document.activeElement).toBe(document.body);
    });
  });
});
