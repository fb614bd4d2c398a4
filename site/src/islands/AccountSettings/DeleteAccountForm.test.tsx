// "Delete my account" on /account-settings: the current password, a confirmation in a dialog, then
// the service; a wrong password is shown on the field, and a deleted account signs the page out.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADA_SESSION, storeAda, storedValues } from '../../lib/testing/account';
import type { Reply } from '../../lib/testing/service';
import { AccountSettings } from './AccountSettings';
import { settingsService } from './testing';

const DELETED = 'Your account has been deleted. We have sent a confirmation to your email address.';

/** Signed in as Ada on /account-settings; returns the calls made to the service. */
async function openSettings(
  deletion: Reply<'POST /users/me/delete'> = ({ response }) => response(200).json({ message: DELETED }),
) {
  storeAda(window.localStorage);
  const calls = settingsService({ 'GET /users/me': ADA_SESSION, 'POST /users/me/delete': deletion });
  render(<AccountSettings />);
  await screen.findByRole('heading', { name: 'Delete my account' });
  return calls;
}

const section = () => screen.getByRole('region', { name: 'Delete my account' });
const passwordInput = (): HTMLInputElement => within(section()).getByLabelText('Current password');
const deleteButton = () => within(section()).getByRole('button', { name: /Delete my account|Deleting/ });
const fieldError = () =>
  document.getElementById('deleteAccountPassword-error')?.textContent?.replace(/^Error: /, '') ?? null;

/** Type the password (if any) and press the form's button. */
async function pressDelete(password: string) {
  const user = userEvent.setup();
  if (password) await user.type(passwordInput(), password);
  await user.click(deleteButton());
  return user;
}

/** Press the dialog's "Delete my account". */
async function confirm(user: ReturnType<typeof userEvent.setup>) {
  const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
}

describe('Delete my account', () => {
  it('says what is deleted and what is kept, with a link to the privacy notice', async () => {
    await openSettings();
    expect(section().textContent).toContain('ends every session at once');
    expect(within(section()).getByRole('link', { name: 'privacy notice' }).getAttribute('href')).toBe('/privacy/');
    expect(passwordInput().getAttribute('autocomplete')).toBe('current-password');
  });

  it('without the password: the message on the field and in the summary, no question, nothing sent', async () => {
    const calls = await openSettings();
    await pressDelete('');
    expect(fieldError()).toBe('Enter your current password to delete your account.');
    expect(within(section()).getByRole('heading', { name: 'There is a problem' })).toBeTruthy();
    expect(document.activeElement).toBe(passwordInput());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.map((call) => call.path)).toEqual(['/users/me']);
  });

  it('asks first: Cancel closes the question, sends nothing and gives focus back to the button', async () => {
    const calls = await openSettings();
    const user = await pressDelete('Analytical-Engine-1843');
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(dialog.textContent).toContain('This cannot be undone.');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(deleteButton());
    expect(passwordInput().value).toBe('Analytical-Engine-1843');
    expect(calls.map((call) => call.path)).toEqual(['/users/me']);
    expect(storedValues()).not.toEqual([]);
  });

  it('wrong password: the service says so under the field, and the member stays signed in', async () => {
    await openSettings(({ response }) =>
      response(400).json({
        code: 'invalid_fields',
        message: 'Please correct the highlighted fields.',
        errors: { currentPassword: 'Your current password is incorrect.' },
      }),
    );
    const user = await pressDelete('not-it');
    await confirm(user);
    expect(await screen.findByText('Please correct the highlighted fields.')).toBeTruthy();
    expect(fieldError()).toBe('Your current password is incorrect.');
    expect(passwordInput().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(passwordInput());
    expect(storedValues()).toContain('token-1');
  });

  it('deleted: sends the password with the token, forgets the member and confirms it, with the way home', async () => {
    const calls = await openSettings();
    const user = await pressDelete('Analytical-Engine-1843');
    await confirm(user);
    const title = await screen.findByRole('heading', { name: 'Your account has been deleted' });
    expect(calls[1]).toMatchObject({
      method: 'POST',
      path: '/users/me/delete',
      authorization: 'Bearer token-1',
      body: { currentPassword: 'Analytical-Engine-1843' },
    });
    expect(storedValues()).toEqual([]);
    expect(document.activeElement).toBe(title.closest('[role="status"]'));
    expect(screen.getByText(DELETED)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('heading', { name: 'Change your password' })).toBeNull();
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });

  it('a session ended meanwhile (401) shows the signed-out notice and clears the stored values', async () => {
    await openSettings(({ response }) => response(401).json({ code: 'not_signed_in', message: 'Please log in.' }));
    const user = await pressDelete('Analytical-Engine-1843');
    await confirm(user);
    expect(await screen.findByText('You are not signed in.')).toBeTruthy();
    expect(storedValues()).toEqual([]);
  });
});
