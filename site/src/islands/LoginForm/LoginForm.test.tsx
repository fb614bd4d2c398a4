import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_MESSAGE } from '../../lib/api';
import { goTo } from '../../lib/paths';
import { rememberSignupNotice } from '../../lib/signupNotice';
import { ADA_SESSION, NO_SESSION, storeAda, storedValues } from '../../lib/testing/account';
import { errorOf, present } from '../../lib/testing/dom';
import { answers, held, service } from '../../lib/testing/service';
import { LoginForm } from './LoginForm';
import { emailInput, fillIn, logIn, passwordInput, SIGNED_IN, WRONG } from './testing';

// Leaving the page is a spy (lib/__mocks__/paths.ts): the test checks where the visitor is sent.
vi.mock('../../lib/paths');

const SENT = 'We have sent a message to ada@example.org. Open the link in it to confirm your address, then sign in.';

afterEach(() => vi.mocked(goTo).mockClear());

describe('LoginForm', () => {
  it('has labelled fields, remember me, and links to /forgot-password and /signup', () => {
    render(<LoginForm />);
    expect(emailInput().type).toBe('email');
    expect(emailInput().autocomplete).toBe('email');
    expect(passwordInput().type).toBe('password');
    expect(passwordInput().autocomplete).toBe('current-password');
    expect((screen.getByLabelText('Remember me') as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password/');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup/');
    expect(logIn().textContent).toBe('Sign in');
  });

  it("says 'Email is required' and 'Password is required' and sends nothing", async () => {
    const sent = answers('POST /users/login', SIGNED_IN);
    const user = userEvent.setup();
    render(<LoginForm />);
    await user.click(logIn());
    expect(errorOf(emailInput())).toBe('Email is required');
    expect(errorOf(passwordInput())).toBe('Password is required');
    expect(emailInput().getAttribute('aria-invalid')).toBe('true');
    expect(passwordInput().getAttribute('aria-invalid')).toBe('true');
    expect(sent).toHaveLength(0);
  });

  it('moves focus to the first field in error and lists the errors at the top', async () => {
    answers('POST /users/login', SIGNED_IN);
    const user = userEvent.setup();
    render(<LoginForm />);
    await user.type(passwordInput(), 'secret');
    await user.click(logIn());
    expect(document.activeElement).toBe(emailInput());
    const summary = present(screen.getByRole('heading', { name: 'There is a problem' }).parentElement);
    const link = within(summary).getByRole('link', { name: 'Email is required' });
    expect(link.getAttribute('href')).toBe('#email');
    await user.click(logIn());
    await user.click(link);
    expect(document.activeElement).toBe(emailInput());
  });

  it("says 'Email is invalid' for an address without the simple shape", async () => {
    answers('POST /users/login', SIGNED_IN);
    const user = userEvent.setup();
    render(<LoginForm />);
    await fillIn(user, 'ada@example', 'secret');
    await user.click(logIn());
    expect(errorOf(emailInput())).toBe('Email is invalid');
    expect(errorOf(passwordInput())).toBeNull();
  });

  it('clears a field’s error when that field is edited, and only that one', async () => {
    const user = userEvent.setup();
    render(<LoginForm />);
    await user.click(logIn());
    await user.type(emailInput(), 'a');
    expect(errorOf(emailInput())).toBeNull();
    expect(emailInput().hasAttribute('aria-invalid')).toBe(false);
    expect(errorOf(passwordInput())).toBe('Password is required');
  });

  it('shows and hides the password with a button that controls the input', async () => {
    const user = userEvent.setup();
    render(<LoginForm />);
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-controls')).toBe('password');
    expect(toggle.textContent).toBe('Show');
    await user.click(toggle);
    expect(passwordInput().type).toBe('text');
    expect(toggle.textContent).toBe('Hide');
    expect(toggle.getAttribute('aria-label')).toBe('Hide password');
    expect(screen.getByText('Your password is visible')).toBeTruthy();
    await user.click(toggle);
    expect(passwordInput().type).toBe('password');
    expect(screen.getByText('Your password is hidden')).toBeTruthy();
  });

  it('hides a shown password again when the form is sent', async () => {
    answers('POST /users/login', WRONG);
    const user = userEvent.setup();
    render(<LoginForm />);
    await fillIn(user, 'ada@example.org', 'secret');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    await user.click(logIn());
    expect(passwordInput().type).toBe('password');
  });

  it('signs in: sends email, password and remember me to the service, then goes to the home page', async () => {
    const sent = answers('POST /users/login', SIGNED_IN);
    const user = userEvent.setup();
    render(<LoginForm />);
    await fillIn(user, 'ada@example.org', 'Correct-Horse-42');
    await user.click(logIn());
    expect(sent[0].url).toBe('/api/users/login');
    expect(sent[0].credentials).toBe('include');
    expect(sent[0].body).toEqual({ email: 'ada@example.org', password: 'Correct-Horse-42', rememberMe: false });
    expect(goTo).toHaveBeenCalledWith('/');
  });

  it('without remember me, keeps the four values for this browser session only (sessionStorage)', async () => {
    answers('POST /users/login', SIGNED_IN);
    const user = userEvent.setup();
    render(<LoginForm />);
    await fillIn(user, 'ada@example.org', 'Correct-Horse-42');
    await user.click(logIn());
    expect(sessionStorage.getItem('accessToken')).toBe('token-1');
    expect(sessionStorage.getItem('userName')).toBe('Ada Lovelace');
    expect(sessionStorage.getItem('userEmail')).toBe('ada@example.org');
    expect(sessionStorage.getItem('userId')).toBe('u1');
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('with remember me, keeps the four values across browser restarts (localStorage)', async () => {
    const sent = answers('POST /users/login', SIGNED_IN);
    const user = userEvent.setup();
    render(<LoginForm />);
    await fillIn(user, 'ada@example.org', 'Correct-Horse-42');
    await user.click(screen.getByLabelText('Remember me'));
    await user.click(logIn());
    expect(sent[0].body).toMatchObject({ rememberMe: true });
    expect(localStorage.getItem('accessToken')).toBe('token-1');
    expect(localStorage.getItem('userName')).toBe('Ada Lovelace');
    expect(localStorage.getItem('userEmail')).toBe('ada@example.org');
    expect(localStorage.getItem('userId')).toBe('u1');
    expect(sessionStorage.getItem('accessToken')).toBeNull();
  });

  it("reads 'Signing in...' and sends nothing more while waiting for the service", async () => {
    const { sent, answer } = held('POST /users/login');
    const user = userEvent.setup();
    render(<LoginForm />);
    await fillIn(user, 'ada@example.org', 'secret');
    await user.click(logIn());
    expect(logIn().textContent).toBe('Signing in...');
    expect(logIn().getAttribute('aria-disabled')).toBe('true');
    expect(logIn().closest('form')?.getAttribute('aria-busy')).toBe('true');
    await user.click(logIn());
    expect(sent).toHaveLength(1);
    await act(async () => answer(WRONG));
    expect(logIn().textContent).toBe('Sign in');
    expect(logIn().hasAttribute('aria-disabled')).toBe(false);
  });

  it('says a failed sign-in (401) in words a person understands and keeps what was typed', async () => {
    answers('POST /users/login', WRONG);
    const user = userEvent.setup();
    render(<LoginForm />);
    await fillIn(user, 'ada@example.org', 'wrong password');
    await user.click(screen.getByLabelText('Remember me'));
    await user.click(logIn());
    expect(screen.getByRole('alert').textContent).toBe('The email or password is incorrect.');
    expect(emailInput().value).toBe('ada@example.org');
    expect(passwordInput().value).toBe('wrong password');
    expect((screen.getByLabelText('Remember me') as HTMLInputElement).checked).toBe(true);
    expect(goTo).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('accessToken')).toBeNull();
  });

  it('announces the failure again on a second attempt', async () => {
    answers('POST /users/login', WRONG);
    const user = userEvent.setup();
    render(<LoginForm />);
    await fillIn(user, 'ada@example.org', 'wrong password');
    await user.click(logIn());
    const first = screen.getByRole('alert');
    await user.click(logIn());
    const second = screen.getByRole('alert');
    expect(second.textContent).toBe('The email or password is incorrect.');
    expect(second).not.toBe(first);
  });

  it('says when there have been too many attempts (429)', async () => {
    answers('POST /users/login', ({ response }) =>
      response(429).json({ code: 'rate_limited', message: 'Too many attempts. Please wait 5 minutes and try again.' }),
    );
    const user = userEvent.setup();
    render(<LoginForm />);
    await fillIn(user, 'ada@example.org', 'secret');
    await user.click(logIn());
    expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Please wait 5 minutes and try again.');
  });

  it('says when the service cannot be reached', async () => {
    answers('POST /users/login', 'network');
    const user = userEvent.setup();
    render(<LoginForm />);
    await fillIn(user, 'ada@example.org', 'secret');
    await user.click(logIn());
    expect(screen.getByRole('alert').textContent).toBe(NETWORK_MESSAGE);
    expect(emailInput().value).toBe('ada@example.org');
  });

  it('shows the service’s field messages under their fields', async () => {
    answers('POST /users/login', ({ response }) =>
      response(400).json({
        code: 'invalid_fields',
        message: 'Please correct the highlighted fields.',
        errors: { email: 'Email is invalid' },
      }),
    );
    const user = userEvent.setup();
    render(<LoginForm />);
    await fillIn(user, 'ada@example.org', 'secret');
    await user.click(logIn());
    expect(screen.getByRole('alert').textContent).toBe('Please correct the highlighted fields.');
    expect(errorOf(emailInput())).toBe('Email is invalid');
    expect(document.activeElement).toBe(emailInput());
  });

  describe('after a sign-up', () => {
    it('says to check the inbox, in the service’s words, as a success notice that takes focus', () => {
      rememberSignupNotice({ email: 'ada@example.org', message: SENT });
      render(<LoginForm />);
      const notice = screen.getByRole('status');
      expect(notice.textContent).toBe(SENT);
      expect(notice.classList).toContain('notice--success');
      expect(document.activeElement).toBe(notice);
    });

    it('fills in the address the visitor signed up with', () => {
      rememberSignupNotice({ email: 'ada@example.org', message: SENT });
      render(<LoginForm />);
      expect(emailInput().value).toBe('ada@example.org');
    });

    it('says it once: the next visit to /login shows no notice', () => {
      rememberSignupNotice({ email: 'ada@example.org', message: SENT });
      render(<LoginForm />);
      cleanup();
      render(<LoginForm />);
      expect(screen.queryByRole('status')).toBeNull();
      expect(emailInput().value).toBe('');
    });

    it('removes the notice when the visitor signs in', async () => {
      rememberSignupNotice({ email: 'ada@example.org', message: SENT });
      answers('POST /users/login', WRONG);
      const user = userEvent.setup();
      render(<LoginForm />);
      await user.type(passwordInput(), 'secret');
      await user.click(logIn());
      expect(screen.queryByText(SENT)).toBeNull();
    });

    it('ignores a stored notice it cannot read', () => {
      sessionStorage.setItem('signupNotice', '{"email":');
      render(<LoginForm />);
      expect(screen.queryByRole('status')).toBeNull();
    });
  });
});

describe('LoginForm for a member already signed in', () => {
  it('says who they are signed in as, with the way to their profile, instead of the form', async () => {
    storeAda();
    service({ 'GET /users/me': ADA_SESSION });
    render(<LoginForm />);
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toBe('You are signed in as Ada Lovelace (ada@example.org).');
    expect(screen.getByRole('link', { name: 'Go to your profile' }).getAttribute('href')).toBe('/profile/');
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });

  it('says so from what the browser remembers, before the service answers', async () => {
    storeAda();
    service({ 'GET /users/me': () => new Promise(() => {}) });
    render(<LoginForm />);
    expect((await screen.findByRole('status')).textContent).toContain('Ada Lovelace');
  });

  it('Sign out ends the session, forgets the four values and shows the page again with its form', async () => {
    storeAda();
    const calls = service({
      'GET /users/me': ADA_SESSION,
      'POST /users/logout': ({ response }) => response(200).json({ message: 'Signed out.' }),
    });
    const user = userEvent.setup();
    render(<LoginForm />);
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(calls[1]).toMatchObject({ method: 'POST', path: '/users/logout', authorization: 'Bearer token-1' });
    expect(storedValues()).toEqual([]);
    expect(goTo).toHaveBeenCalledWith('/login');
  });

  it('a session that has ended (/me 401) gets the form, and the stored values are cleared', async () => {
    storeAda();
    service({ 'GET /users/me': NO_SESSION });
    render(<LoginForm />);
    await vi.waitFor(() => expect(storedValues()).toEqual([]));
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.queryByText(/You are signed in/)).toBeNull();
  });
});
