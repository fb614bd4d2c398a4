// Shared by the sign-in form's tests: the service's answers to a sign-in, and the form's fields.
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { ADA } from '../../lib/testing/account';
import type { Answer } from '../../lib/testing/contract';

export const SIGNED_IN: Answer<'POST /users/login'> = ({ response }) =>
  response(200).json({ user: ADA, accessToken: 'token-1' });
export const WRONG: Answer<'POST /users/login'> = ({ response }) =>
  response(401).json({ code: 'not_signed_in', message: 'The email or password is incorrect.' });
// The service answers the right password of an address not confirmed yet as a wrong one.
export const CONFIRM_FIRST = 'The email or password is incorrect.';
export const UNCONFIRMED = WRONG;
export const CROSS_SITE: Answer<'POST /users/login'> = ({ response }) =>
  response(403).json({ code: 'forbidden', message: 'Requests from other sites are not accepted.' });

export function emailInput() {
  return screen.getByLabelText('Email') as HTMLInputElement;
}
export function passwordInput() {
  return screen.getByLabelText('Password') as HTMLInputElement;
}
export function logIn() {
  return screen.getByRole('button', { name: /Sign in|Signing in/ });
}

export async function fillIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  if (email) await user.type(emailInput(), email);
  if (password) await user.type(passwordInput(), password);
}
