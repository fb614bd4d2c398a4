import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NETWORK_MESSAGE } from '../../lib/api';
import { loadCommonPasswords } from '../../lib/loadCommonPasswords';
import { goTo } from '../../lib/paths';
import { takeSignupNotice } from '../../lib/signupNotice';
import { ADA_SESSION, storeAda } from '../../lib/testing/account';
import type { Answer } from '../../lib/testing/contract';
import { byId, errorOf, one, present } from '../../lib/testing/dom';
import { answers, held, service } from '../../lib/testing/service';
import { LoginForm } from '../LoginForm/LoginForm';
import { SignupForm } from './SignupForm';

// Leaving the page is a spy (lib/__mocks__/paths.ts): the test checks where the visitor is sent.
vi.mock('../../lib/paths');

// The service's answer to any valid sign-up, new address or not: it carries no user.
const SENT = 'We have sent a message to ada@example.org. Open the link in it to confirm your address, then sign in.';
const ACCEPTED: Answer<'POST /users/signup'> = ({ response }) => response(200).json({ message: SENT });
const GOOD_PASSWORD = 'Analytical-Engine-1843';

type User = ReturnType<typeof userEvent.setup>;

afterEach(() => vi.mocked(goTo).mockClear());
// The list of common passwords loads as the password is typed; here it is there from the start.
beforeAll(loadCommonPasswords);

const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const firstName = () => input('First name');
const lastName = () => input('Last name');
const email = () => input('Email');
const password = () => input('Password');
const confirmPassword = () => input('Confirm password');
const terms = () => input(/I agree to the terms and conditions/);
const createAccount = () => screen.getByRole('button', { name: /Create account|Creating account/ });
const score = () => one('.password-checklist [aria-live="polite"]');
const requirements = () => [...byId('password-checklist').querySelectorAll('li')].map((item) => item.textContent);

async function fillIn(
  user: User,
  overrides: Partial<Record<'firstName' | 'lastName' | 'email' | 'password' | 'confirmPassword', string>> = {},
) {
  const values = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.org',
    password: GOOD_PASSWORD,
    confirmPassword: overrides.password ?? GOOD_PASSWORD,
    ...overrides,
  };
  const fields = { firstName, lastName, email, password, confirmPassword };
  for (const [name, value] of Object.entries(values)) {
    if (value) await user.type(fields[name as keyof typeof fields](), value);
  }
}

async function typePassword(user: User, value: string) {
  await user.clear(password());
  if (value) await user.type(password(), value);
}

describe('SignupForm', () => {
  it('has labelled fields with the autocomplete a browser needs, and a link to /login', () => {
    render(<SignupForm />);
    expect(firstName().autocomplete).toBe('given-name');
    expect(lastName().autocomplete).toBe('family-name');
    expect(email().autocomplete).toBe('email');
    expect(password().autocomplete).toBe('new-password');
    expect(confirmPassword().autocomplete).toBe('new-password');
    expect(terms().checked).toBe(false);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login/');
    expect(createAccount().textContent).toBe('Create account');
  });

  it('links the terms to /terms in a new tab, so what was typed is not lost', () => {
    render(<SignupForm />);
    const link = screen.getByRole('link', { name: 'terms and conditions (opens in new tab)' });
    expect(link.getAttribute('href')).toBe('/terms/');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('gives every required-field message of the spec on an empty form and sends nothing', async () => {
    const sent = answers('POST /users/signup', ACCEPTED);
    const user = userEvent.setup();
    render(<SignupForm />);
    await user.click(createAccount());
    expect(errorOf(firstName())).toBe('First name is required');
    expect(errorOf(lastName())).toBe('Last name is required');
    expect(errorOf(email())).toBe('Email is required');
    expect(errorOf(password())).toBe('Password is required');
    expect(errorOf(confirmPassword())).toBe('Please confirm your password');
    expect(errorOf(terms())).toBe('You must agree to the terms and conditions');
    for (const field of [firstName(), lastName(), email(), password(), confirmPassword(), terms()]) {
      expect(field.getAttribute('aria-invalid')).toBe('true');
    }
    expect(sent).toHaveLength(0);
  });

  it('lists the errors at the top in the order of the fields and focuses the first', async () => {
    const user = userEvent.setup();
    render(<SignupForm />);
    await user.type(firstName(), 'Ada');
    await user.click(createAccount());
    expect(document.activeElement).toBe(lastName());
    const summary = present(screen.getByRole('heading', { name: 'There is a problem' }).parentElement);
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Last name is required',
      'Email is required',
      'Password is required',
      'Please confirm your password',
      'You must agree to the terms and conditions',
    ]);
  });

  it("refuses a first name of spaces only ('First name is required')", async () => {
    const user = userEvent.setup();
    render(<SignupForm />);
    await user.type(firstName(), '   ');
    await user.click(createAccount());
    expect(errorOf(firstName())).toBe('First name is required');
  });

  it("says 'Email is invalid' for an address without the simple shape", async () => {
    const user = userEvent.setup();
    render(<SignupForm />);
    await fillIn(user, { email: 'ada.example.org' });
    await user.click(createAccount());
    expect(errorOf(email())).toBe('Email is invalid');
  });

  it("says 'Password must be at least 8 characters' for 7", async () => {
    const user = userEvent.setup();
    render(<SignupForm />);
    await fillIn(user, { password: 'Ab1!xyz' });
    await user.click(createAccount());
    expect(errorOf(password())).toBe('Password must be at least 8 characters');
  });

  it("says 'Please choose a stronger password' below a score of 3", async () => {
    const user = userEvent.setup();
    render(<SignupForm />);
    await fillIn(user, { password: 'abcdefghijkl' });
    await user.click(createAccount());
    expect(errorOf(password())).toBe('Please choose a stronger password');
  });

  it("says 'Passwords do not match' when the confirmation differs", async () => {
    const user = userEvent.setup();
    render(<SignupForm />);
    await fillIn(user, { confirmPassword: 'Analytical-Engine-1842' });
    await user.click(createAccount());
    expect(errorOf(confirmPassword())).toBe('Passwords do not match');
    expect(errorOf(password())).toBeNull();
  });

  it('clears a field’s error when that field is edited, and only that one', async () => {
    const user = userEvent.setup();
    render(<SignupForm />);
    await user.click(createAccount());
    await user.type(email(), 'a');
    await user.click(terms());
    expect(errorOf(email())).toBeNull();
    expect(errorOf(terms())).toBeNull();
    expect(errorOf(firstName())).toBe('First name is required');
    expect(errorOf(password())).toBe('Password is required');
  });

  describe('the password checklist (the strength meter of the spec, with what the rule requires)', () => {
    it('is silent and empty before anything is typed', () => {
      render(<SignupForm />);
      expect(score().textContent).toBe('');
      expect(document.querySelectorAll('.password-checklist__meter .is-filled')).toHaveLength(0);
      expect(requirements()).toEqual([
        'At least 8 characters not met',
        'Strong enough: a score of at least 3 out of 5 not met',
        'Not one of the 5,000 most common passwords not met',
      ]);
    });

    it.each([
      ['abcdefg', 0, 'Weak'],
      ['abcdefgh', 1, 'Weak'],
      ['abcdefghijkl', 2, 'Moderate'],
      ['Abcdefgh', 2, 'Moderate'],
      ['Abcdefg1', 3, 'Moderate'],
      ['Abcdefghijk1', 4, 'Strong'],
      ['Abcdefghij1!', 5, 'Very Strong'],
    ])('scores %s %i of 5 (%s), with as many segments filled', async (typed, points, label) => {
      const user = userEvent.setup();
      render(<SignupForm />);
      await typePassword(user, typed);
      expect(score().textContent).toBe(`Score: ${points} of 5 (${label})`);
      expect(document.querySelectorAll('.password-checklist__meter .is-filled')).toHaveLength(points);
    });

    it('changes live as the visitor types, and describes the password field', async () => {
      const user = userEvent.setup();
      render(<SignupForm />);
      await user.type(password(), 'abcdefgh');
      expect(requirements()).toEqual([
        'At least 8 characters met',
        'Strong enough: a score of at least 3 out of 5 not met',
        'Not one of the 5,000 most common passwords met',
      ]);
      await user.type(password(), '1!');
      expect(requirements()).toEqual([
        'At least 8 characters met',
        'Strong enough: a score of at least 3 out of 5 met',
        'Not one of the 5,000 most common passwords met',
      ]);
      expect(score().getAttribute('aria-live')).toBe('polite');
      expect(password().getAttribute('aria-describedby')).toContain('password-checklist');
    });

    it('accepts abcdefgh1! (no upper-case letter, but strong enough) as the checklist says', async () => {
      answers('POST /users/signup', ACCEPTED);
      const user = userEvent.setup();
      render(<SignupForm />);
      await fillIn(user, { password: 'abcdefgh1!' });
      await user.click(terms());
      await user.click(createAccount());
      expect(errorOf(password())).toBeNull();
      expect(goTo).toHaveBeenCalledWith('/login');
    });
  });

  it('shows and hides the password with a button that controls the input', async () => {
    const user = userEvent.setup();
    render(<SignupForm />);
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-controls')).toBe('password');
    await user.click(toggle);
    expect(password().type).toBe('text');
    expect(toggle.getAttribute('aria-label')).toBe('Hide password');
    expect(toggle.textContent).toBe('Hide');
    expect(confirmPassword().type).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(confirmPassword().type).toBe('text');
  });

  it('sends the form object as given, then goes to /login with the address and the service’s answer for it', async () => {
    const sent = answers('POST /users/signup', ACCEPTED);
    const user = userEvent.setup();
    render(<SignupForm />);
    await fillIn(user);
    await user.click(terms());
    await user.click(createAccount());
    expect(sent[0].url).toBe('/api/users/signup');
    expect(sent[0].body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.org',
      password: GOOD_PASSWORD,
      confirmPassword: GOOD_PASSWORD,
      agreeTerms: true,
    });
    expect(goTo).toHaveBeenCalledWith('/login');
    expect(takeSignupNotice()).toEqual({ email: 'ada@example.org', message: SENT });
    // Signing up does not sign in (spec section 4); nor does it store a user: the answer has none.
    expect(sessionStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it("reads 'Creating account...' and sends nothing more while waiting for the service", async () => {
    const { sent, answer } = held('POST /users/signup');
    const user = userEvent.setup();
    render(<SignupForm />);
    await fillIn(user);
    await user.click(terms());
    await user.click(createAccount());
    expect(createAccount().textContent).toBe('Creating account...');
    expect(createAccount().getAttribute('aria-disabled')).toBe('true');
    expect(createAccount().closest('form')?.getAttribute('aria-busy')).toBe('true');
    await user.click(createAccount());
    expect(sent).toHaveLength(1);
    await act(async () =>
      answer(({ response }) =>
        response(429).json({ code: 'rate_limited', message: 'Too many attempts. Please wait 1 minute and try again.' }),
      ),
    );
    expect(createAccount().textContent).toBe('Create account');
    expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Please wait 1 minute and try again.');
  });

  it('an address that already has an account gets the same answer: on to /login, which says to check the inbox', async () => {
    // The service tells the owner of the address by mail; the page cannot tell, and must not.
    answers('POST /users/signup', ACCEPTED);
    const user = userEvent.setup();
    render(<SignupForm />);
    await fillIn(user);
    await user.click(terms());
    await user.click(createAccount());
    expect(goTo).toHaveBeenCalledWith('/login');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(errorOf(email())).toBeNull();

    // The next page: sessionStorage outlives the page load in this tab.
    cleanup();
    render(<LoginForm />);
    expect(screen.getByRole('status').textContent).toBe(SENT);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.org');
  });

  it('refuses QWERTY123, one of the most common passwords, before asking the service', async () => {
    const calls = service({});
    const user = userEvent.setup();
    render(<SignupForm />);
    await fillIn(user, { password: 'QWERTY123' });
    expect(requirements()[2]).toBe('Not one of the 5,000 most common passwords not met');
    await user.click(terms());
    await user.click(createAccount());
    expect(errorOf(password())).toBe('Please choose a stronger password');
    expect(calls).toEqual([]);
  });

  it("shows the service's 'Please choose a stronger password' under the password field", async () => {
    answers('POST /users/signup', ({ response }) =>
      response(400).json({
        code: 'invalid_fields',
        message: 'Please correct the highlighted fields.',
        errors: { password: 'Please choose a stronger password' },
      }),
    );
    const user = userEvent.setup();
    render(<SignupForm />);
    // One the browser does not know to refuse (its list of common passwords not loaded yet, say).
    await fillIn(user, { password: 'Zq8kvmwr' });
    await user.click(terms());
    await user.click(createAccount());
    expect(screen.getByRole('alert').textContent).toBe('Please correct the highlighted fields.');
    expect(errorOf(password())).toBe('Please choose a stronger password');
    expect(document.activeElement).toBe(password());
  });

  it('says when the service cannot be reached, keeping what was typed', async () => {
    answers('POST /users/signup', 'network');
    const user = userEvent.setup();
    render(<SignupForm />);
    await fillIn(user);
    await user.click(terms());
    await user.click(createAccount());
    expect(screen.getByRole('alert').textContent).toBe(NETWORK_MESSAGE);
    expect(firstName().value).toBe('Ada');
    expect(password().value).toBe(GOOD_PASSWORD);
  });
});

describe('SignupForm for a member already signed in', () => {
  it('says who they are signed in as and leads on to the membership application, instead of the form', async () => {
    storeAda(localStorage);
    service({ 'GET /users/me': ADA_SESSION });
    render(<SignupForm />);
    expect((await screen.findByRole('status')).textContent).toBe(
      'You are signed in as Ada Lovelace (ada@example.org).',
    );
    expect(screen.getByRole('link', { name: 'Apply for membership' }).getAttribute('href')).toBe(
      '/membership-application/',
    );
    expect(screen.getByRole('link', { name: 'Go to your profile' }).getAttribute('href')).toBe('/profile/');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(screen.queryByLabelText('First name')).toBeNull();
  });
});
