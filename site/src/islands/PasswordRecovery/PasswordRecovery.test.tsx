// The island as the browser runs it: BrowserRouter over jsdom's window.history, under the site's
// base path, moving between the three pages without a page load.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { one } from '../../lib/testing/dom';
import { answers, service } from '../../lib/testing/service';
import { PasswordRecovery } from './PasswordRecovery';
import { CODE_ACCEPTED, CODE_SENT } from './testing';

function openPage(path: string, title: string, state: unknown = null) {
  window.history.replaceState(state, '', path);
  document.title = `${title} | IAAII`;
  render(<PasswordRecovery />);
}

const step = () => one('.recovery-step');

beforeEach(() => {
  delete document.documentElement.dataset.basePath;
});

afterEach(() => {
  delete document.documentElement.dataset.basePath;
  window.history.replaceState(null, '', '/');
});

describe('password recovery: moving between the pages', () => {
  it('goes from forgot to OTP to reset without a page load, updating the address, title and focus', async () => {
    service({ 'POST /users/forgot-password': CODE_SENT, 'POST /users/verify-otp': CODE_ACCEPTED });
    const user = userEvent.setup();
    openPage('/forgot-password/', 'Forgot Password');
    expect(step().className).toBe('recovery-step recovery-step--none');

    await user.type(screen.getByLabelText('Email address'), 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.click(await screen.findByRole('button', { name: 'Enter the code' }));

    const otpHeading = await screen.findByRole('heading', { name: 'Enter your code' });
    expect(window.location.pathname).toBe('/otp-verification/');
    expect(document.title).toBe('Verify Your Code | IAAII');
    expect(document.activeElement).toBe(otpHeading);
    expect(step().className).toBe('recovery-step recovery-step--forward');

    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.paste('123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    const resetHeading = await screen.findByRole('heading', { name: 'Choose a new password' });
    expect(window.location.pathname).toBe('/reset-password/');
    await waitFor(() => expect(document.title).toBe('Reset Password | IAAII'));
    expect(document.activeElement).toBe(resetHeading);
  });

  it('slides back, and names the page again, on the browser’s Back button', async () => {
    answers('POST /users/forgot-password', CODE_SENT);
    const user = userEvent.setup();
    openPage('/forgot-password/', 'Forgot Password');
    await user.type(screen.getByLabelText('Email address'), 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.click(await screen.findByRole('button', { name: 'Enter the code' }));
    await screen.findByRole('heading', { name: 'Enter your code' });

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(await screen.findByRole('heading', { name: 'Request a code' })).toBeTruthy();
    expect(document.title).toBe('Forgot Password | IAAII');
    expect(step().className).toBe('recovery-step recovery-step--back');
  });

  it('does not take focus when a page has just loaded', () => {
    openPage('/otp-verification/', 'Verify Your Code', { usr: { email: 'ada@example.org' }, key: 'a', idx: 0 });
    expect(screen.getByText('ada@example.org')).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
  });

  it('keeps the site’s base path in every address', async () => {
    document.documentElement.dataset.basePath = '/iaaii/';
    answers('POST /users/forgot-password', CODE_SENT);
    const user = userEvent.setup();
    openPage('/iaaii/forgot-password/', 'Forgot Password');
    await user.type(screen.getByLabelText('Email address'), 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('link', { name: 'Return to login' })).getAttribute('href')).toBe('/iaaii/login/');
    await user.click(screen.getByRole('button', { name: 'Enter the code' }));
    await screen.findByRole('heading', { name: 'Enter your code' });
    expect(window.location.pathname).toBe('/iaaii/otp-verification/');
  });
});

describe('password recovery: the text follows the step', () => {
  const intro = () => document.querySelector('.recovery-intro')?.textContent ?? '';
  /** Links of the island into the middle of the flow, where a page opened on its own has no state. */
  const linksIntoTheMiddle = () =>
    [...document.querySelectorAll('a[href]')]
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => /\/(otp-verification|reset-password)\/?$/.test(href));

  it('says what each step is, and links only to the start of the flow or out of it', async () => {
    service({ 'POST /users/forgot-password': CODE_SENT, 'POST /users/verify-otp': CODE_ACCEPTED });
    const user = userEvent.setup();
    openPage('/forgot-password/', 'Forgot Password');
    expect(intro()).toContain('you ask for a code here');
    expect(screen.getByRole('link', { name: 'Return to login' }).getAttribute('href')).toBe('/login/');
    expect(linksIntoTheMiddle()).toEqual([]);

    await user.type(screen.getByLabelText('Email address'), 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.click(await screen.findByRole('button', { name: 'Enter the code' }));
    await screen.findByRole('heading', { name: 'Enter your code' });
    expect(intro()).toContain('This is the second of three steps.');
    expect(intro()).not.toContain('ask for a code here');
    expect(linksIntoTheMiddle()).toEqual([]);

    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.paste('123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('heading', { name: 'Choose a new password' });
    expect(intro()).toContain('This is the last of three steps.');
    expect(linksIntoTheMiddle()).toEqual([]);
  });

  it('has no step paragraph on a page opened on its own, which explains itself', () => {
    openPage('/otp-verification/', 'Verify Your Code');
    expect(document.querySelector('.recovery-intro')).toBeNull();
    expect(linksIntoTheMiddle()).toEqual([]);
  });
});

describe('password recovery: pages opened on their own', () => {
  it('explains the OTP page needs the forgot page first, and links to it', () => {
    openPage('/otp-verification/', 'Verify Your Code');
    expect(screen.getByText(/This page continues a password reset/).textContent).toContain(
      'it does not know which e-mail address the code was sent to',
    );
    expect(screen.queryByLabelText('Digit 1 of 6')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Forgot Password' }).getAttribute('href')).toBe('/forgot-password/');
  });

  it('explains the reset page needs a verified code first, and links to the forgot page', () => {
    document.documentElement.dataset.basePath = '/iaaii/';
    openPage('/iaaii/reset-password/', 'Reset Password');
    expect(screen.getByText(/This page continues a password reset/)).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Forgot Password' }).getAttribute('href')).toBe(
      '/iaaii/forgot-password/',
    );
  });

  it('follows that link without a page load', async () => {
    const user = userEvent.setup();
    openPage('/reset-password/', 'Reset Password');
    await user.click(screen.getByRole('link', { name: 'Go to Forgot Password' }));
    expect(document.activeElement).toBe(await screen.findByRole('heading', { name: 'Request a code' }));
    expect(document.title).toBe('Forgot Password | IAAII');
  });
});
