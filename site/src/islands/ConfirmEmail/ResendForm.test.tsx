import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_MESSAGE } from '../../lib/api';
import { answers, held } from '../../lib/testing/service';
import { ResendForm } from './ResendForm';

const RESENT = 'If ada@example.org is waiting for confirmation, we have sent it a new link. It works for 48 hours.';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const email = () => screen.getByLabelText('Email') as HTMLInputElement;
const send = () => screen.getByRole('button', { name: /Send a new link|Sending/ });

/** The message tied to a field by aria-describedby, without the hidden "Error: " prefix. */
function errorOf(field: HTMLElement) {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.map((id) => document.getElementById(id)).find((el) => el?.classList.contains('field-error'));
  return error?.textContent?.replace(/^Error: /, '') ?? null;
}

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
    const sent = answers({ status: 200, body: { message: RESENT } });
    const user = userEvent.setup();
    render(<ResendForm />);
    await user.click(send());
    expect(errorOf(email())).toBe('Email is required');
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email());
    expect(sent).toHaveLength(0);
  });

  it('posts the address to resend-confirmation and reads out the service’s answer', async () => {
    const sent = answers({ status: 200, body: { message: RESENT } });
    const user = userEvent.setup();
    render(<ResendForm />);
    await user.type(email(), ' ada@example.org');
    await user.click(send());
    expect(sent[0].url).toBe('/api/users/resend-confirmation');
    expect(sent[0].body).toEqual({ email: 'ada@example.org' });
    expect((await screen.findByRole('status')).textContent).toBe(RESENT);
  });

  it("reads 'Sending...' and sends nothing more while waiting", async () => {
    const { sent, answer } = held();
    const user = userEvent.setup();
    render(<ResendForm />);
    await user.type(email(), 'ada@example.org');
    await user.click(send());
    expect(send().textContent).toBe('Sending...');
    expect(send().getAttribute('aria-disabled')).toBe('true');
    await user.click(send());
    expect(sent).toHaveLength(1);
    await act(async () => answer({ status: 200, body: { message: RESENT } }));
    expect(send().textContent).toBe('Send a new link');
  });

  it('puts the service’s message about the address (400) under the field', async () => {
    answers({
      status: 400,
      body: { message: 'Please correct the highlighted fields.', errors: { email: 'Email is invalid' } },
    });
    const user = userEvent.setup();
    render(<ResendForm />);
    await user.type(email(), 'ada@example.org');
    await user.click(send());
    await vi.waitFor(() => expect(errorOf(email())).toBe('Email is invalid'));
    expect(document.activeElement).toBe(email());
  });

  it('says to wait after too many requests (429)', async () => {
    answers({ status: 429, body: { message: 'Too many attempts. Please wait 10 minutes and try again.' } });
    const user = userEvent.setup();
    render(<ResendForm />);
    await user.type(email(), 'ada@example.org');
    await user.click(send());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please wait 10 minutes and try again.',
    );
  });

  it('says when the service cannot be reached, keeping the address', async () => {
    answers('network');
    const user = userEvent.setup();
    render(<ResendForm />);
    await user.type(email(), 'ada@example.org');
    await user.click(send());
    expect((await screen.findByRole('alert')).textContent).toBe(NETWORK_MESSAGE);
    expect(email().value).toBe('ada@example.org');
  });
});
