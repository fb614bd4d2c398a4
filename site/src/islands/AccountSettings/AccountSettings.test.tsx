import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCommonPasswords } from '../../lib/loadCommonPasswords';
import { ADA_SESSION, NO_SESSION, storeAda, storedValues } from '../../lib/testing/account';
import { byId, errorOf } from '../../lib/testing/dom';
import { later, type Reply, service } from '../../lib/testing/service';
import { AccountSettings } from './AccountSettings';
import { settingsService } from './testing';

type ChangePassword = Reply<'POST /users/change-password'>;
const CHANGED: ChangePassword = ({ response }) => response(200).json({ message: 'Changed.', accessToken: 'token-2' });
/** A field of the change-password form (the delete-account form has a Current password too). */
const input = (label: string): HTMLInputElement =>
  within(screen.getByRole('form', { name: 'Change your password' })).getByLabelText(label, { selector: 'input' });

/** Signed in as Ada, the form on the page; returns the calls made to the service. */
async function openForm(changePassword: ChangePassword = CHANGED) {
  storeAda(window.localStorage);
  const calls = settingsService({ 'GET /users/me': ADA_SESSION, 'POST /users/change-password': changePassword });
  render(<AccountSettings />);
  await screen.findByRole('heading', { name: 'Change your password' });
  return calls;
}

// The list of common passwords loads as the new password is typed; here it is there from the start.
beforeAll(loadCommonPasswords);

async function fill(current: string, password: string, confirmation = password) {
  const user = userEvent.setup();
  if (current) await user.type(input('Current password'), current);
  if (password) await user.type(input('New password'), password);
  if (confirmation) await user.type(input('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  return user;
}

describe('AccountSettings', () => {
  it('renders the loading state first, so the HTML rendered at build time is stable', () => {
    storeAda();
    expect(renderToString(<AccountSettings />)).toContain('Checking whether you are signed in...');
  });

  it('signed out: says so and links to Sign in and Sign up', async () => {
    service({ 'GET /users/me': NO_SESSION });
    render(<AccountSettings />);
    expect(await screen.findByText('You are not signed in.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login/');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup/');
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });

  it('both forms refused at once: every id on the page is still unique', async () => {
    await openForm();
    const user = await fill('', '');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(screen.getAllByText('There is a problem')).toHaveLength(2);
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('signed in: three labelled password fields with their autocomplete', async () => {
    await openForm();
    expect(input('Current password').getAttribute('autocomplete')).toBe('current-password');
    expect(input('New password').getAttribute('autocomplete')).toBe('new-password');
    expect(input('Confirm new password').getAttribute('autocomplete')).toBe('new-password');
  });

  it('empty form: every required message, tied to its field, focus on the first', async () => {
    const calls = await openForm();
    await fill('', '', '');
    expect(errorOf('currentPassword')).toBe('Current password is required');
    expect(errorOf('newPassword')).toBe('Password is required');
    expect(errorOf('confirmPassword')).toBe('Please confirm your password');
    const current = input('Current password');
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(current.getAttribute('aria-describedby')).toBe('currentPassword-error');
    expect(document.activeElement).toBe(current);
    expect(calls.map((call) => call.path)).toEqual(['/users/me']);
  });

  it('new password shorter than 8 characters', async () => {
    await openForm();
    await fill('old', 'Ab1');
    expect(errorOf('newPassword')).toBe('Password must be at least 8 characters');
    expect(document.activeElement).toBe(input('New password'));
  });

  it('new password too weak', async () => {
    await openForm();
    await fill('old', 'abcdefgh');
    expect(errorOf('newPassword')).toBe('Please choose a stronger password');
  });

  it('a common password (Password1) is refused here, before the service is asked', async () => {
    const calls = await openForm();
    await fill('old', 'Password1');
    expect(errorOf('newPassword')).toBe('Please choose a stronger password');
    expect(calls.map((call) => call.path)).toEqual(['/users/me']);
  });

  it('a new password the checklist marks as enough is accepted: abcdefgh1!, without an upper-case letter', async () => {
    const calls = await openForm();
    const user = userEvent.setup();
    await user.type(input('New password'), 'abcdefgh1!');
    const requirements = [...byId('password-checklist').querySelectorAll('li')];
    expect(requirements.map((item) => item.className)).toEqual(['is-met', 'is-met', 'is-met']);
    await user.type(input('Current password'), 'old-secret');
    await user.type(input('Confirm new password'), 'abcdefgh1!');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText('Your password has been changed.');
    expect(calls[1].body).toEqual({ currentPassword: 'old-secret', newPassword: 'abcdefgh1!' });
  });

  it('confirmation that does not match', async () => {
    await openForm();
    await fill('old', 'Correct-Horse-9', 'Correct-Horse-8');
    expect(errorOf('confirmPassword')).toBe('Passwords do not match');
    expect(errorOf('newPassword')).toBeNull();
  });

  it("a field's error clears when it is edited", async () => {
    await openForm();
    const user = await fill('', '', '');
    await user.type(input('Current password'), 'x');
    expect(errorOf('currentPassword')).toBeNull();
    expect(input('Current password').getAttribute('aria-invalid')).toBeNull();
    expect(errorOf('newPassword')).toBe('Password is required');
  });

  it('Show reveals a password and Hide hides it again', async () => {
    await openForm();
    const user = userEvent.setup();
    expect(input('New password').type).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(input('New password').type).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide new password' }));
    expect(input('New password').type).toBe('password');
  });

  it('wrong current password: the service says so under the field, and what was typed stays', async () => {
    await openForm(({ response }) =>
      response(400).json({
        code: 'invalid_fields',
        message: 'Please correct the highlighted fields.',
        errors: { currentPassword: 'Your current password is incorrect.' },
      }),
    );
    await fill('not-it', 'Correct-Horse-9');
    expect(await screen.findByText('Please correct the highlighted fields.')).toBeTruthy();
    expect(errorOf('currentPassword')).toBe('Your current password is incorrect.');
    expect(document.activeElement).toBe(input('Current password'));
    expect(input('Current password').value).toBe('not-it');
    expect(input('New password').value).toBe('Correct-Horse-9');
  });

  it("reads 'Updating...' and is disabled while the service works", async () => {
    const { answer, release } = later<'POST /users/change-password'>();
    await openForm(answer);
    await fill('old-secret', 'Correct-Horse-9');
    const button = screen.getByRole('button', { name: 'Updating...' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    release(CHANGED);
    await screen.findByText('Your password has been changed.');
    expect((screen.getByRole('button', { name: 'Change password' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('success: sends both passwords with the token, keeps the fresh token where the old one was', async () => {
    const calls = await openForm();
    await fill('old-secret', 'Correct-Horse-9');
    const notice = await screen.findByText('Your password has been changed.');
    expect(document.activeElement).toBe(notice.closest('[role="status"]'));
    expect(calls[1]).toMatchObject({
      method: 'POST',
      path: '/users/change-password',
      authorization: 'Bearer token-1',
      body: { currentPassword: 'old-secret', newPassword: 'Correct-Horse-9' },
    });
    expect(window.localStorage.getItem('accessToken')).toBe('token-2');
    expect(window.sessionStorage.getItem('accessToken')).toBeNull();
    expect(input('Current password').value).toBe('');
  });

  it('a session ended meanwhile (401) shows the signed-out notice and clears the stored values', async () => {
    await openForm(({ response }) => response(401).json({ code: 'not_signed_in', message: 'Please log in.' }));
    await fill('old-secret', 'Correct-Horse-9');
    expect(await screen.findByText('You are not signed in.')).toBeTruthy();
    expect(storedValues()).toEqual([]);
  });

  it('an unreachable service: the message at the top, and what was typed stays', async () => {
    await openForm('network');
    await fill('old-secret', 'Correct-Horse-9');
    const alert = await screen.findByText('We could not reach the server. Please check your connection and try again.');
    expect(document.activeElement).toBe(alert);
    expect(input('New password').value).toBe('Correct-Horse-9');
  });
});
