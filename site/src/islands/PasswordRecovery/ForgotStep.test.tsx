import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answers, held, service } from '../../lib/testing/service';
import { CODE_SENT, openStep, sent } from './testing';

const emailField = () => screen.getByLabelText('Email address');
const send = () => screen.getByRole('button', { name: 'Send code' });

async function requestCode(email = 'ada@example.org') {
  const user = userEvent.setup();
  openStep('/forgot-password/');
  await user.type(emailField(), email);
  await user.click(send());
  return user;
}

describe('forgot password: the e-mail rules', () => {
  it("says 'Email is required' under the field, tied to it, and focuses it", async () => {
    const requests = service({});
    const user = userEvent.setup();
    openStep('/forgot-password/');
    await user.click(send());
    expect(screen.getByText('Email is required').id).toBe('email-error');
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(emailField().getAttribute('aria-describedby')).toContain('email-error');
    expect(document.activeElement).toBe(emailField());
    expect(requests).toHaveLength(0);
  });

  it("says 'Email is invalid' for an address without a domain", async () => {
    service({});
    await requestCode('ada@');
    expect(screen.getByText('Email is invalid')).toBeTruthy();
  });

  it('clears the error when the address is edited', async () => {
    service({});
    const user = await requestCode('ada@');
    await user.type(emailField(), 'example.org');
    expect(screen.queryByText('Email is invalid')).toBeNull();
    expect(emailField().getAttribute('aria-invalid')).toBeNull();
  });

  it('has the e-mail autocomplete and a visible label', () => {
    openStep('/forgot-password/');
    expect(emailField().getAttribute('autocomplete')).toBe('email');
  });
});

describe('forgot password: asking for a code', () => {
  it('sends the address to the service and shows the button busy while waiting', async () => {
    const { sent: requests, answer } = held('POST /users/forgot-password');
    await requestCode();
    const busy = screen.getByRole('button', { name: 'Sending...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(sent(requests)).toEqual([{ url: '/api/users/forgot-password', body: { email: 'ada@example.org' } }]);
    answer(CODE_SENT);
    expect(await screen.findByRole('heading', { name: 'Reset link sent!' })).toBeTruthy();
  });

  it("shows 'Reset link sent!' with the address, focused for screen readers", async () => {
    answers('POST /users/forgot-password', CODE_SENT);
    await requestCode();
    const heading = await screen.findByRole('heading', { name: 'Reset link sent!' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('ada@example.org')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to login' }).getAttribute('href')).toBe('/login/');
  });

  it("'try again' returns to the form with the address kept", async () => {
    answers('POST /users/forgot-password', CODE_SENT);
    const user = await requestCode();
    await user.click(await screen.findByRole('button', { name: 'try again' }));
    expect((emailField() as HTMLInputElement).value).toBe('ada@example.org');
    expect(document.activeElement).toBe(emailField());
  });

  it("'Enter the code' goes to the OTP step carrying the address", async () => {
    answers('POST /users/forgot-password', CODE_SENT);
    const user = await requestCode();
    await user.click(await screen.findByRole('button', { name: 'Enter the code' }));
    expect(await screen.findByRole('heading', { name: 'Enter your code' })).toBeTruthy();
    expect(screen.getByText('ada@example.org')).toBeTruthy();
  });
});

describe('forgot password: failures', () => {
  it("says 'Something went wrong. Please try again.' under the field and keeps the address", async () => {
    answers('POST /users/forgot-password', ({ response }) =>
      response(500).json({
        code: 'server_fault',
        message: 'Something went wrong on our side. Please try again later.',
      }),
    );
    await requestCode();
    const error = await screen.findByText('Something went wrong. Please try again.');
    expect(error.id).toBe('email-error');
    expect((emailField() as HTMLInputElement).value).toBe('ada@example.org');
    expect(screen.getByRole('button', { name: 'Send code' })).toBeTruthy();
  });

  it("says the spec's sentence when the service cannot be reached", async () => {
    answers('POST /users/forgot-password', 'network');
    await requestCode();
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
  });

  it("shows the service's own message for a refused address", async () => {
    answers('POST /users/forgot-password', ({ response }) =>
      response(400).json({
        code: 'invalid_fields',
        message: 'Please correct the highlighted fields.',
        errors: { email: 'Email is invalid' },
      }),
    );
    await requestCode('ada@example.org');
    expect((await screen.findByText('Email is invalid')).id).toBe('email-error');
  });

  it("shows the service's own message after too many requests", async () => {
    answers('POST /users/forgot-password', ({ response }) =>
      response(429).json({ code: 'rate_limited', message: 'Too many attempts. Please wait a minute and try again.' }),
    );
    await requestCode();
    expect(await screen.findByText('Too many attempts. Please wait a minute and try again.')).toBeTruthy();
  });
});
