// A refused sign-in (401) may be an address not confirmed yet: the form says so and offers to send
// a new confirmation link to the address typed, with each of the service's answers to that.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_MESSAGE } from '../../lib/api';
import { goTo } from '../../lib/paths';
import { errorOf } from '../../lib/testing/dom';
import { answers, held, service } from '../../lib/testing/service';
import { LoginForm } from './LoginForm';
import { CONFIRM_FIRST, CROSS_SITE, emailInput, fillIn, logIn, passwordInput, UNCONFIRMED } from './testing';

// Leaving the page is a spy (lib/__mocks__/paths.ts): the test checks where the visitor is sent.
vi.mock('../../lib/paths');

const RESENT = 'If ada@example.org is waiting for confirmation, we have sent it a new link. It works for 48 hours.';

afterEach(() => vi.mocked(goTo).mockClear());

describe('LoginForm after a refused sign-in (401), which may be an address not confirmed yet', () => {
  const sendNewLink = () => screen.getByRole('button', { name: /Send a new link|Sending/ });

  async function refused(user: ReturnType<typeof userEvent.setup>) {
    render(<LoginForm />);
    await fillIn(user, 'ada@example.org', 'Correct-Horse-42');
    await user.click(logIn());
  }

  it('shows the service’s message, a word about confirming, and the button to send a new link', async () => {
    answers('POST /users/login', UNCONFIRMED);
    const user = userEvent.setup();
    await refused(user);
    expect(screen.getByRole('alert').textContent).toBe(CONFIRM_FIRST);
    expect(screen.getByText(/^Signed up recently\? Confirm your address first/)).toBeTruthy();
    expect(sendNewLink().textContent).toBe('Send a new link');
    expect(goTo).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('accessToken')).toBeNull();
    expect(passwordInput().value).toBe('Correct-Horse-42');
  });

  it("'Send a new link' posts the typed address to resend-confirmation and reads out the answer", async () => {
    const sent = service({
      'POST /users/login': UNCONFIRMED,
      'POST /users/resend-confirmation': ({ response }) => response(200).json({ message: RESENT }),
    });
    const user = userEvent.setup();
    await refused(user);
    await user.click(sendNewLink());
    expect(sent).toHaveLength(2);
    expect(sent[1].url).toBe('/api/users/resend-confirmation');
    expect(sent[1].body).toEqual({ email: 'ada@example.org' });
    expect(await screen.findByText(RESENT)).toBeTruthy();
    expect(screen.getByText(RESENT).closest('[role="status"]')).toBeTruthy();
  });

  it("reads 'Sending...' and sends nothing more while waiting for the service", async () => {
    answers('POST /users/login', UNCONFIRMED);
    const user = userEvent.setup();
    await refused(user);
    const { sent, answer } = held('POST /users/resend-confirmation');
    await user.click(sendNewLink());
    expect(sendNewLink().textContent).toBe('Sending...');
    expect(sendNewLink().getAttribute('aria-disabled')).toBe('true');
    await user.click(sendNewLink());
    expect(sent).toHaveLength(1);
    await act(async () => answer(({ response }) => response(200).json({ message: RESENT })));
    expect(sendNewLink().textContent).toBe('Send a new link');
  });

  it('says when there have been too many requests for a link (429)', async () => {
    const wait = 'Too many attempts. Please wait 10 minutes and try again.';
    service({
      'POST /users/login': UNCONFIRMED,
      'POST /users/resend-confirmation': ({ response }) => response(429).json({ code: 'rate_limited', message: wait }),
    });
    const user = userEvent.setup();
    await refused(user);
    await user.click(sendNewLink());
    expect(await screen.findByText(wait)).toBeTruthy();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([CONFIRM_FIRST, wait]);
  });

  it('says when the service cannot be reached for a new link', async () => {
    service({ 'POST /users/login': UNCONFIRMED, 'POST /users/resend-confirmation': 'network' });
    const user = userEvent.setup();
    await refused(user);
    await user.click(sendNewLink());
    expect(await screen.findByText(NETWORK_MESSAGE)).toBeTruthy();
  });

  it('puts the service’s message about the address (400) under the Email field', async () => {
    service({
      'POST /users/login': UNCONFIRMED,
      'POST /users/resend-confirmation': ({ response }) =>
        response(400).json({
          code: 'invalid_fields',
          message: 'Please correct the highlighted fields.',
          errors: { email: 'Email is invalid' },
        }),
    });
    const user = userEvent.setup();
    await refused(user);
    await user.click(sendNewLink());
    await vi.waitFor(() => expect(errorOf(emailInput())).toBe('Email is invalid'));
    expect(document.activeElement).toBe(emailInput());
  });

  it('checks the address as edited since, and sends nothing for an invalid one', async () => {
    const sent = answers('POST /users/login', UNCONFIRMED);
    const user = userEvent.setup();
    await refused(user);
    await user.clear(emailInput());
    await user.click(sendNewLink());
    expect(errorOf(emailInput())).toBe('Email is required');
    expect(document.activeElement).toBe(emailInput());
    expect(sent).toHaveLength(1);
  });

  it('offers no new link for a request refused as from another site (403)', async () => {
    answers('POST /users/login', CROSS_SITE);
    const user = userEvent.setup();
    await refused(user);
    expect(screen.getByRole('alert').textContent).toBe('Requests from other sites are not accepted.');
    expect(screen.queryByRole('button', { name: 'Send a new link' })).toBeNull();
  });

  it('takes the button away when the next answer is not a 401', async () => {
    answers('POST /users/login', UNCONFIRMED, CROSS_SITE);
    const user = userEvent.setup();
    await refused(user);
    expect(sendNewLink().textContent).toBe('Send a new link');
    await user.click(logIn());
    expect(screen.getByRole('alert').textContent).toBe('Requests from other sites are not accepted.');
    expect(screen.queryByRole('button', { name: 'Send a new link' })).toBeNull();
  });
});
