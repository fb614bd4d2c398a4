import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NETWORK_MESSAGE } from '../../lib/api';
import type { Answer } from '../../lib/testing/contract';
import { errorOf } from '../../lib/testing/dom';
import { answers, held } from '../../lib/testing/service';
import { ResendForm } from './ResendForm';

const RESENT = 'If ada@example.org is waiting for confirmation, we have sent it a new link. It works for 48 hours.';
const SENT_AGAIN: Answer<'POST /users/resend-confirmation'> = ({ response }) => response(200).json({ message: RESENT });

const email = () => screen.getByLabelText('Email') as HTMLInputElement;
const send = () => screen.getByRole('button', { name: /Send a new link|Sending/ });

describe('the form for a new confirmation link', () => {
  it('has a heading, a labelled Email field with a hint, and the button', () => {
    render(<ResendForm />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Get a new link');
    expect(email().type).toBe('email');
    expect(email().autocomplete).toBe('email');
    expect(email().getAttribute('aria-describedby')).toBe('email-hint');
    expect(send().textContent).toBe('Send a new link');
  });

  it("says 'Email is required' under the field, focuses it and sends nothing", async () => {
    const sent = answers('POST /users/resend-confirmation', SENT_AGAIN);
    const user = userEvent.setup();
    render(<ResendForm />);
    await user.click(send());
    expect(errorOf(email())).toBe('Email is required');
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email());
    expect(sent).toHaveLength(0);
  });

  it('posts the address to resend-confirmation and reads out the service’s answer', async () => {
    const sent = answers('POST /users/resend-confirmation', SENT_AGAIN);
    const user = userEvent.setup();
    render(<ResendForm />);
    await user.type(email(), ' ada@example.org');
    await user.click(send());
    expect(sent[0].url).toBe('/api/users/resend-confirmation');
    expect(sent[0].body).toEqual({ email: 'ada@example.org' });
    expect((await screen.findByRole('status')).textContent).toBe(RESENT);
  });

  it("reads 'Sending...' and sends nothing more while waiting", async () => {
    const { sent, answer } = held('POST /users/resend-confirmation');
    const user = userEvent.setup();
    render(<ResendForm />);
    await user.type(email(), 'ada@example.org');
    await user.click(send());
    expect(send().textContent).toBe('Sending...');
    expect(send().getAttribute('aria-disabled')).toBe('true');
    await user.click(send());
    expect(sent).toHaveLength(1);
    await act(async () => answer(SENT_AGAIN));
    expect(send().textContent).toBe('Send a new link');
  });

  it('puts the service’s message about the address (400) under the field', async () => {
    answers('POST /users/resend-confirmation', ({ response }) =>
      response(400).json({
        code: 'invalid_fields',
        message: 'Please correct the highlighted fields.',
        errors: { email: 'Email is invalid' },
      }),
    );
    const user = userEvent.setup();
    render(<ResendForm />);
    await user.type(email(), 'ada@example.org');
    await user.click(send());
    await vi.waitFor(() => expect(errorOf(email())).toBe('Email is invalid'));
    expect(document.activeElement).toBe(email());
  });

  it('says to wait after too many requests (429)', async () => {
    answers('POST /users/resend-confirmation', ({ response }) =>
      response(429).json({ code: 'rate_limited', message: 'Too many attempts. Please wait 10 minutes and try again.' }),
    );
    const user = userEvent.setup();
    render(<ResendForm />);
    await user.type(email(), 'ada@example.org');
    await user.click(send());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please wait 10 minutes and try again.',
    );
  });

  it('says when the service cannot be reached, keeping the address', async () => {
    answers('POST /users/resend-confirmation', 'network');
    const user = userEvent.setup();
    render(<ResendForm />);
    await user.type(email(), 'ada@example.org');
    await user.click(send());
    expect((await screen.findByRole('alert')).textContent).toBe(NETWORK_MESSAGE);
    expect(email().value).toBe('ada@example.org');
  });
});
