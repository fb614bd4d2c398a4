import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { goTo } from '../../lib/paths';
import { rememberReturn } from '../../lib/returnTo';
import { ADA } from '../../lib/testing/account';
import type { Answer } from '../../lib/testing/contract';
import { answers } from '../../lib/testing/service';
import { LoginForm } from './LoginForm';

// Leaving the page is a spy (lib/__mocks__/paths.ts): the test checks where the visitor is sent.
vi.mock('../../lib/paths');

const SIGNED_IN: Answer<'POST /users/login'> = ({ response }) =>
  response(200).json({ user: ADA, accessToken: 'token-1' });

afterEach(() => {
  vi.mocked(goTo).mockClear();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

async function signInAt(address: string) {
  window.history.replaceState(null, '', address);
  answers('POST /users/login', SIGNED_IN);
  const user = userEvent.setup();
  render(<LoginForm />);
  await user.type(screen.getByLabelText('Email'), 'ada@example.org');
  await user.type(screen.getByLabelText('Password'), 'Correct-Horse-42');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginForm: where signing in returns to', () => {
  it('the page that sent the visitor here', async () => {
    await signInAt('/login/?next=%2Faccount-settings');
    expect(goTo).toHaveBeenCalledWith('/account-settings');
  });

  it('never another site, whatever the address says', async () => {
    await signInAt('/login/?next=https%3A%2F%2Fevil.example%2F');
    expect(goTo).toHaveBeenCalledWith('/');
  });

  it('the page a sign-up started from, once its address is confirmed', async () => {
    rememberReturn('/membership-application');
    await signInAt('/login/');
    expect(goTo).toHaveBeenCalledWith('/membership-application');
  });

  it('passes the page on to sign-up', () => {
    window.history.replaceState(null, '', '/login/?next=%2Fmembership-application');
    render(<LoginForm />);
    const signUp = screen.getByRole('link', { name: 'Sign up' });
    expect(signUp.getAttribute('href')).toBe('/signup/?next=%2Fmembership-application');
  });
});
