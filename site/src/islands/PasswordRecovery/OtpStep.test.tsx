import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answers, held, service } from '../../lib/testing/service';
import { CODE_ACCEPTED, CODE_SENT, openStep, PASSWORD_CHANGED, sent } from './testing';

const EMAIL = 'ada@example.org';
const box = (n: number) => screen.getByLabelText(`Digit ${n} of 6`) as HTMLInputElement;
const code = () => [1, 2, 3, 4, 5, 6].map((n) => box(n).value).join('');
const verify = () => screen.getByRole('button', { name: 'Verify' });

function openOtp() {
  const user = userEvent.setup();
  openStep('/otp-verification/', { email: EMAIL });
  return user;
}

async function enterCode(digits: string) {
  const user = openOtp();
  await user.click(box(1));
  await user.keyboard(digits);
  return user;
}

describe('OTP: the page', () => {
  it('shows the e-mail the code was sent to', () => {
    openOtp();
    expect(screen.getByText(EMAIL).tagName).toBe('STRONG');
  });

  it('has six numeric boxes labelled one by one, grouped under a legend', () => {
    openOtp();
    const group = screen.getByRole('group', { name: 'Verification code' });
    const boxes = within(group).getAllByRole('textbox');
    expect(boxes).toHaveLength(6);
    expect(boxes.every((input) => input.getAttribute('inputmode') === 'numeric')).toBe(true);
    expect(box(1).getAttribute('autocomplete')).toBe('one-time-code');
    expect(box(6)).toBe(boxes[5]);
  });
});

describe('OTP: the boxes', () => {
  it('moves to the next box after each digit', async () => {
    await enterCode('123');
    expect(code()).toBe('123');
    expect(document.activeElement).toBe(box(4));
  });

  it('ignores anything that is not a digit', async () => {
    await enterCode('1a-');
    expect(code()).toBe('1');
    expect(document.activeElement).toBe(box(2));
  });

  it('replaces the digit of a box typed into again', async () => {
    const user = await enterCode('123');
    await user.click(box(2));
    await user.keyboard('7');
    expect(code()).toBe('173');
  });

  it('moves on when a digit is typed over the same digit, so a code can be typed again from the first box', async () => {
    const user = await enterCode('123456');
    await user.click(box(1));
    await user.keyboard('123457');
    expect(code()).toBe('123457');
    expect(document.activeElement).toBe(box(6));
  });

  it('moves back to the previous box on Backspace in an empty box', async () => {
    const user = await enterCode('12');
    expect(document.activeElement).toBe(box(3));
    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(box(2));
    expect(code()).toBe('12');
    await user.keyboard('{Backspace}');
    expect(code()).toBe('1');
  });

  it('fills every box from six pasted digits, whichever box has focus', async () => {
    const user = openOtp();
    await user.click(box(3));
    await user.paste('482 913');
    expect(code()).toBe('482913');
    expect(document.activeElement).toBe(box(6));
  });

  it('fills every box when the phone puts the whole code in the first box', () => {
    openOtp();
    fireEvent.change(box(1), { target: { value: '482913' } });
    expect(code()).toBe('482913');
  });
});

describe('OTP: verifying', () => {
  it("says 'Please enter a valid 6-digit OTP' for fewer than six digits, without asking the service", async () => {
    const requests = service({});
    const user = await enterCode('12345');
    await user.click(verify());
    const error = screen.getByText('Please enter a valid 6-digit OTP');
    expect(error.id).toBe('otp-error');
    expect(box(1).getAttribute('aria-invalid')).toBe('true');
    expect(box(1).getAttribute('aria-describedby')).toBe('otp-error');
    expect(document.activeElement).toBe(box(6));
    expect(requests).toHaveLength(0);
  });

  it('says "Error:" first to screen readers, as every field error does', async () => {
    service({});
    const user = await enterCode('12345');
    await user.click(verify());
    const error = screen.getByText('Please enter a valid 6-digit OTP');
    expect(error.textContent).toBe('Error: Please enter a valid 6-digit OTP');
    expect(within(error).getByText('Error:').className).toBe('visually-hidden');
  });

  it('clears the error when a digit is typed', async () => {
    service({});
    const user = await enterCode('12345');
    await user.click(verify());
    await user.click(box(6));
    await user.keyboard('6');
    expect(screen.queryByText('Please enter a valid 6-digit OTP')).toBeNull();
  });

  it("reads 'Verifying...' while the service checks the code, sent as a number", async () => {
    const { sent: requests, answer } = held('POST /users/verify-otp');
    const user = await enterCode('012345');
    await user.click(verify());
    expect((screen.getByRole('button', { name: 'Verifying...' }) as HTMLButtonElement).disabled).toBe(true);
    expect(sent(requests)).toEqual([{ url: '/api/users/verify-otp', body: { email: EMAIL, otp: 12345 } }]);
    answer(CODE_ACCEPTED);
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
  });

  it('carries the address on too: a token that runs out leads back to a code for the same address', async () => {
    service({
      'POST /users/verify-otp': CODE_ACCEPTED,
      'POST /users/reset-password': ({ response }) =>
        response(400).json({
          code: 'refused',
          message: 'This reset link has expired or was already used. Please request a new code.',
        }),
    });
    const user = await enterCode('123456');
    await user.click(verify());
    await user.type(await screen.findByLabelText('New password'), 'Abcdefg1');
    await user.type(screen.getByLabelText('Confirm new password'), 'Abcdefg1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await user.click(await screen.findByRole('link', { name: 'Request a new code' }));
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe(EMAIL);
  });

  it('goes on to the reset step carrying the reset token', async () => {
    const requests = service({
      'POST /users/verify-otp': CODE_ACCEPTED,
      'POST /users/reset-password': PASSWORD_CHANGED,
    });
    const user = await enterCode('123456');
    await user.click(verify());
    await user.type(await screen.findByLabelText('New password'), 'Abcdefg1');
    await user.type(screen.getByLabelText('Confirm new password'), 'Abcdefg1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await screen.findByRole('dialog');
    expect(sent(requests)[1]).toEqual({
      url: '/api/users/reset-password',
      body: { resetToken: 'token-1', newPassword: 'Abcdefg1' },
    });
  });

  it("says 'Invalid OTP. Please try again.' for a wrong code, and keeps the digits", async () => {
    answers('POST /users/verify-otp', ({ response }) =>
      response(400).json({ code: 'refused', message: 'Invalid OTP. Please try again.' }),
    );
    const user = await enterCode('123456');
    await user.click(verify());
    expect((await screen.findByText('Invalid OTP. Please try again.')).id).toBe('otp-error');
    expect(code()).toBe('123456');
    expect(screen.getByRole('button', { name: 'Verify' })).toBeTruthy();
  });

  it('says so when the code is tried in a browser other than the one that asked for it', async () => {
    const message =
      'This code can only be entered in the browser that asked for it, within 10 minutes. Open the link in the e-mail instead, or ask for a new code here.';
    answers('POST /users/verify-otp', ({ response }) => response(400).json({ code: 'refused', message }));
    const user = await enterCode('123456');
    await user.click(verify());
    expect((await screen.findByText(message)).id).toBe('otp-error');
  });

  it("shows the service's message after too many tries", async () => {
    answers('POST /users/verify-otp', ({ response }) =>
      response(429).json({ code: 'rate_limited', message: 'Too many attempts. Please wait 15 minutes and try again.' }),
    );
    const user = await enterCode('123456');
    await user.click(verify());
    expect(await screen.findByText('Too many attempts. Please wait 15 minutes and try again.')).toBeTruthy();
  });

  it('does not call an unreachable service a wrong code', async () => {
    answers('POST /users/verify-otp', 'network');
    const user = await enterCode('123456');
    await user.click(verify());
    expect(await screen.findByText(/could not reach the server/)).toBeTruthy();
    expect(screen.queryByText('Invalid OTP. Please try again.')).toBeNull();
  });

  it("'Use a different e-mail address' returns to the form with the address filled in", async () => {
    const user = openOtp();
    await user.click(screen.getByRole('link', { name: 'Use a different e-mail address' }));
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe(EMAIL);
  });
});

describe('OTP: resending the code', () => {
  // Only the countdown's clock is faked; Testing Library keeps its own timers.
  const fakeClock = () => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it("counts down from 'Resend code in 30 s', second by second, without announcing it", () => {
    fakeClock();
    openStep('/otp-verification/', { email: EMAIL });
    const wait = screen.getByText('Resend code in 30 s');
    expect(wait.closest('[aria-live], [role="status"], [role="alert"]')).toBeNull();
    tick(1000);
    expect(screen.getByText('Resend code in 29 s')).toBeTruthy();
    tick(28_000);
    expect(screen.getByText('Resend code in 1 s')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend code' })).toBeNull();
  });

  it("offers 'Resend code' after 30 s, which asks the service for a new code and restarts the wait", async () => {
    fakeClock();
    const requests = answers('POST /users/forgot-password', CODE_SENT);
    openStep('/otp-verification/', { email: EMAIL });
    tick(30_000);
    expect(screen.queryByText(/Resend code in/)).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    });
    expect(sent(requests)).toEqual([{ url: '/api/users/forgot-password', body: { email: EMAIL } }]);
    expect(screen.getByRole('status').textContent).toBe('A new code has been sent.');
    expect(screen.getByText('Resend code in 30 s')).toBeTruthy();
    expect(document.activeElement).toBe(box(1));
    tick(1000);
    expect(screen.getByText('Resend code in 29 s')).toBeTruthy();
  });

  it('empties the boxes after a resend: the old code no longer works', async () => {
    fakeClock();
    answers('POST /users/forgot-password', CODE_SENT);
    openStep('/otp-verification/', { email: EMAIL });
    fireEvent.change(box(1), { target: { value: '7' } });
    tick(30_000);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    });
    expect(code()).toBe('');
  });

  it("keeps 'Resend code' and says why when the service refuses", async () => {
    fakeClock();
    answers('POST /users/forgot-password', ({ response }) =>
      response(429).json({ code: 'rate_limited', message: 'Too many attempts. Please wait a minute and try again.' }),
    );
    openStep('/otp-verification/', { email: EMAIL });
    tick(30_000);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Please wait a minute and try again.');
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
