import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCommonPasswords } from '../../lib/loadCommonPasswords';
import { goTo } from '../../lib/paths';
import { byId } from '../../lib/testing/dom';
import { answers, held, service } from '../../lib/testing/service';
import { openStep, PASSWORD_CHANGED, sent } from './testing';

// Leaving the page is what jsdom cannot do; the links' targets are what matters.
// Leaving the page is a spy (lib/__mocks__/paths.ts): the test checks where the visitor is sent.
vi.mock('../../lib/paths');

const password = () => screen.getByLabelText('New password') as HTMLInputElement;
const confirmation = () => screen.getByLabelText('Confirm new password') as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Reset password' });
const checklist = () => within(byId('password-checklist')).getAllByRole('listitem');
const states = () => checklist().map((item) => item.textContent);

async function fillIn(newPassword: string, confirm = newPassword) {
  const user = userEvent.setup();
  openStep('/reset-password/', { resetToken: 'token-1' });
  if (newPassword) await user.type(password(), newPassword);
  if (confirm) await user.type(confirmation(), confirm);
  return user;
}

async function reset(newPassword = 'Abcdefg1') {
  const user = await fillIn(newPassword);
  await user.click(submit());
  return user;
}

// The list of common passwords loads as the password is typed; here it is there from the start.
beforeAll(loadCommonPasswords);

beforeEach(() => {
  vi.mocked(goTo).mockClear();
  // jsdom has <dialog> but not its methods: what a browser does, minus the top layer.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

describe('reset: the checklist', () => {
  const STRONG_ENOUGH = 'Strong enough: a score of at least 3 out of 5';
  const UNCOMMON = 'Not one of the 5,000 most common passwords';

  it('starts with every requirement not met', () => {
    openStep('/reset-password/', { resetToken: 'token-1' });
    expect(states()).toEqual(['At least 8 characters not met', `${STRONG_ENOUGH} not met`, `${UNCOMMON} not met`]);
  });

  it('marks each requirement as it is met, by icon and in words', async () => {
    await fillIn('abcdefgh', '');
    expect(states()).toEqual(['At least 8 characters met', `${STRONG_ENOUGH} not met`, `${UNCOMMON} met`]);
    await userEvent.setup().type(password(), '1!');
    expect(states()).toEqual(['At least 8 characters met', `${STRONG_ENOUGH} met`, `${UNCOMMON} met`]);
    expect(checklist().every((item) => item.className === 'is-met')).toBe(true);
    expect(checklist()[0].querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('marks nothing unmet for abcdefgh1!, which has no upper-case letter, and the password is accepted', async () => {
    const requests = answers('POST /users/reset-password', ({ response }) =>
      response(200).json({ message: 'Your password has been changed.' }),
    );
    const user = await fillIn('abcdefgh1!');
    expect(states()).toEqual(['At least 8 characters met', `${STRONG_ENOUGH} met`, `${UNCOMMON} met`]);
    await user.click(submit());
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(sent(requests)[0].body).toEqual({ resetToken: 'token-1', newPassword: 'abcdefgh1!' });
  });

  it('marks Password1, strong enough by its score, as one of the most common, and refuses it unsent', async () => {
    const requests = service({});
    const user = await fillIn('Password1');
    expect(states()).toEqual(['At least 8 characters met', `${STRONG_ENOUGH} met`, `${UNCOMMON} not met`]);
    await user.click(submit());
    expect(screen.getByText('Please choose a stronger password').id).toBe('newPassword-error');
    expect(requests).toHaveLength(0);
  });

  it('is read with the new password field', () => {
    openStep('/reset-password/', { resetToken: 'token-1' });
    expect(password().getAttribute('aria-describedby')).toBe('password-checklist');
    expect(password().getAttribute('autocomplete')).toBe('new-password');
    expect(confirmation().getAttribute('autocomplete')).toBe('new-password');
  });
});

describe('reset: the rules', () => {
  it("says 'Password is required' and 'Please confirm your password', focusing the first", async () => {
    const requests = service({});
    await reset('');
    expect(screen.getByText('Password is required').id).toBe('newPassword-error');
    expect(screen.getByText('Please confirm your password').id).toBe('confirmPassword-error');
    expect(password().getAttribute('aria-invalid')).toBe('true');
    expect(password().getAttribute('aria-describedby')).toBe('password-checklist newPassword-error');
    expect(document.activeElement).toBe(password());
    expect(requests).toHaveLength(0);
  });

  it("says 'Password must be at least 8 characters'", async () => {
    await reset('Abc1');
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
  });

  it("says 'Please choose a stronger password' below a score of 3", async () => {
    await reset('abcdefgh');
    expect(screen.getByText('Please choose a stronger password')).toBeTruthy();
  });

  it("says 'Passwords do not match' and focuses the confirmation", async () => {
    const user = await fillIn('Abcdefg1', 'Abcdefg2');
    await user.click(submit());
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(document.activeElement).toBe(confirmation());
  });

  it('clears a field’s error when it is edited', async () => {
    const user = await fillIn('Abcdefg1', 'Abcdefg2');
    await user.click(submit());
    await user.type(confirmation(), '{Backspace}1');
    expect(screen.queryByText('Passwords do not match')).toBeNull();
  });

  it('shows and hides the password', async () => {
    const user = await fillIn('Abcdefg1', '');
    await user.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(password().type).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide new password' }));
    expect(password().type).toBe('password');
  });
});

describe('reset: setting the password', () => {
  it("reads 'Updating...' while the service sets the password", async () => {
    const { sent: requests, answer } = held('POST /users/reset-password');
    await reset();
    expect((screen.getByRole('button', { name: 'Updating...' }) as HTMLButtonElement).disabled).toBe(true);
    expect(sent(requests)).toEqual([
      { url: '/api/users/reset-password', body: { resetToken: 'token-1', newPassword: 'Abcdefg1' } },
    ]);
    answer(PASSWORD_CHANGED);
    expect(await screen.findByRole('dialog', { name: 'Password Changed!' })).toBeTruthy();
  });

  it("opens 'Password Changed!' with 'Go to Login' and 'Return to Home'", async () => {
    answers('POST /users/reset-password', PASSWORD_CHANGED);
    const user = await reset();
    const dialog = await screen.findByRole('dialog', { name: 'Password Changed!' });
    await user.click(within(dialog).getByRole('button', { name: 'Go to Login' }));
    expect(goTo).toHaveBeenLastCalledWith('/login');
    await user.click(within(dialog).getByRole('button', { name: 'Return to Home' }));
    expect(goTo).toHaveBeenLastCalledWith('/');
  });

  it('leaves the news on the page, with focus on it, when the dialog is closed', async () => {
    answers('POST /users/reset-password', PASSWORD_CHANGED);
    await reset();
    const dialog = (await screen.findByRole('dialog')) as HTMLDialogElement;
    dialog.close();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your password has been changed' }));
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/login/');
  });
});

describe('reset: from the link in the recovery mail', () => {
  const TOKEN = 'a'.repeat(64);

  it('sets the password with the token of the link, in any browser', async () => {
    const requests = answers('POST /users/reset-password', PASSWORD_CHANGED);
    const user = userEvent.setup();
    openStep(`/reset-password/#token=${TOKEN}`);
    await user.type(await screen.findByLabelText('New password'), 'Abcdefg1');
    await user.type(confirmation(), 'Abcdefg1');
    await user.click(submit());
    await screen.findByRole('dialog');
    expect(sent(requests)).toEqual([
      { url: '/api/users/reset-password', body: { resetToken: TOKEN, newPassword: 'Abcdefg1' } },
    ]);
  });

  it('asks to start again when the link carries no token', () => {
    openStep('/reset-password/#token=');
    expect(screen.getByRole('heading', { name: 'Start your password reset again' })).toBeTruthy();
  });
});

describe('reset: how long it has, and when it has run out', () => {
  const EXPIRED = 'This reset link has expired or was already used. Please request a new code.';
  const intro = () => document.querySelector('.recovery-intro')?.textContent;

  async function expire(user: ReturnType<typeof userEvent.setup>) {
    await user.type(await screen.findByLabelText('New password'), 'Abcdefg1');
    await user.type(confirmation(), 'Abcdefg1');
    await user.click(submit());
    await screen.findByText(EXPIRED, { exact: false });
  }

  it('after a verified code: 15 minutes, said once, without a countdown', () => {
    openStep('/reset-password/', { resetToken: 'token-1', email: 'ada@example.org' });
    expect(intro()).toContain('Choose your new password within 15 minutes of entering your code');
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it("once expired, keeps the typed password, and 'Request a new code' keeps the address the code went to", async () => {
    answers('POST /users/reset-password', ({ response }) => response(400).json({ code: 'refused', message: EXPIRED }));
    const user = userEvent.setup();
    openStep('/reset-password/', { resetToken: 'token-1', email: 'ada@example.org' });
    await expire(user);
    expect([password().value, confirmation().value]).toEqual(['Abcdefg1', 'Abcdefg1']);
    await user.click(screen.getByRole('link', { name: 'Request a new code' }));
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('ada@example.org');
  });

  it('after the link in the mail: an hour; its address is not known here, so a new code starts afresh', async () => {
    answers('POST /users/reset-password', ({ response }) => response(400).json({ code: 'refused', message: EXPIRED }));
    const user = userEvent.setup();
    openStep(`/reset-password/#token=${'b'.repeat(64)}`);
    await screen.findByLabelText('New password');
    expect(intro()).toContain('The link in our e-mail works for an hour after we sent it');
    await expire(user);
    await user.click(screen.getByRole('link', { name: 'Request a new code' }));
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('');
  });
});

describe('reset: failures are shown', () => {
  it("shows the service's message in an alert, with a way to get a new code", async () => {
    const message = 'This reset link has expired or was already used. Please request a new code.';
    answers('POST /users/reset-password', ({ response }) => response(400).json({ code: 'refused', message }));
    await reset();
    const alert = await screen.findByText(message, { exact: false });
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(document.activeElement).toBe(alert.closest('[role="alert"]'));
    expect(screen.getByRole('link', { name: 'Request a new code' }).getAttribute('href')).toBe('/forgot-password/');
    expect(password().value).toBe('Abcdefg1');
  });

  it("says 'Something went wrong. Please try again.' when the service gives no reason", async () => {
    answers('POST /users/reset-password', ({ response }) => response.untyped(HttpResponse.json(null, { status: 502 })));
    await reset();
    const message = await screen.findByText('Something went wrong. Please try again.');
    expect(message.closest('[role="alert"]')?.textContent).toBe('Something went wrong. Please try again.');
    expect(screen.queryByRole('link', { name: 'Request a new code' })).toBeNull();
  });

  it('shows a password the service refuses under its field', async () => {
    answers('POST /users/reset-password', ({ response }) =>
      response(400).json({
        code: 'invalid_fields',
        message: 'Please correct the highlighted fields.',
        errors: { newPassword: 'Please choose a stronger password' },
      }),
    );
    await reset('Zq8kvmwr');
    expect((await screen.findByText('Please choose a stronger password')).id).toBe('newPassword-error');
    expect(screen.getByText('Please correct the highlighted fields.').closest('[role="alert"]')).toBeTruthy();
    expect(document.activeElement).toBe(password());
  });
});
