// The submit hook every form uses: busy while the service works, the service's sentence and its
// field messages shown, and focus on the first field in error, the summary or the notice.
import '@testing-library/jest-dom/vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { api } from '../api';
import { present } from '../testing/dom';
import { answers, held, service } from '../testing/service';
import { collect, emailError } from '../validation';
import { ErrorSummary } from './ErrorSummary';
import { TextField } from './TextField';
import { type SubmitOptions, useSubmit } from './useSubmit';

/** A one-field form that asks the service to mail a code. */
function Form({ focus, focusNotice }: Pick<SubmitOptions, 'focus' | 'focusNotice'>) {
  const [email, setEmail] = useState('');
  const form = useSubmit({
    fields: ['email'],
    validate: () => collect({ email: emailError(email) }),
    send: async () => {
      await api.forgotPassword(email);
    },
    focus,
    focusNotice,
  });
  return (
    <form noValidate onSubmit={form.submit} aria-busy={form.busy}>
      <div
        ref={(element) => {
          form.noticeRef.current = element;
        }}
        tabIndex={-1}
        role="alert"
      >
        {form.notice}
      </div>
      <ErrorSummary errors={form.errors} order={['email']} focusRequest={form.summaryFocus} />
      <TextField
        id="email"
        label="Email"
        value={email}
        error={form.errors.email}
        onChange={(value) => {
          setEmail(value);
          form.clearError('email');
        }}
      />
      <button type="submit">{form.busy ? 'Sending...' : 'Send'}</button>
    </form>
  );
}

/** The summary: the box around its heading. */
const summary = () => present(screen.getByRole('heading', { name: 'There is a problem' }).parentElement);

const send = () => screen.getByRole('button', { name: /Send/ });

describe('useSubmit', () => {
  it("puts 'Error: ' before the page's title while the form shows errors", async () => {
    document.title = 'Forgot Password | IAAII';
    service({ 'POST /users/forgot-password': ({ response }) => response(200).json({ message: 'sent' }) });
    const user = userEvent.setup();
    render(<Form />);
    await user.click(send());
    expect(document.title).toBe('Error: Forgot Password | IAAII');
    await user.type(screen.getByLabelText('Email'), 'ada@example.org');
    expect(document.title).toBe('Forgot Password | IAAII');
    await user.click(send());
    expect(document.title).toBe('Forgot Password | IAAII');
  });

  it('sends nothing while the form finds errors, and focuses the first field in error', async () => {
    const sent = service({});
    const user = userEvent.setup();
    render(<Form />);
    await user.click(send());
    expect(sent).toHaveLength(0);
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByText('Email is required', { selector: '.field-error' })).toBeInTheDocument();
  });

  it("focuses the error summary instead, with focus: 'summary'", async () => {
    const user = userEvent.setup();
    render(<Form focus="summary" />);
    await user.click(send());
    expect(summary()).toHaveFocus();
  });

  it('is busy until the service answers, and sends once however often it is pressed', async () => {
    const { sent, answer } = held('POST /users/forgot-password');
    const user = userEvent.setup();
    render(<Form />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.org');
    await user.click(send());
    expect(send()).toHaveTextContent('Sending...');
    await user.click(send());
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toEqual({ email: 'ada@example.org' });
    await act(async () => answer(({ response }) => response(200).json({ message: 'sent' })));
    expect(await screen.findByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it("shows the service's sentence and field messages, focusing the field it names", async () => {
    answers('POST /users/forgot-password', ({ response }) =>
      response(400).json({
        code: 'invalid_fields',
        message: 'Please correct the address.',
        errors: { email: 'Not an address' },
      }),
    );
    const user = userEvent.setup();
    render(<Form />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.org');
    await user.click(send());
    expect(await screen.findByText('Please correct the address.')).toBeInTheDocument();
    expect(screen.getByText('Not an address', { selector: '.field-error' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('focuses the notice when the failure names no field, if the form asks for it', async () => {
    answers('POST /users/forgot-password', 'network');
    const user = userEvent.setup();
    render(<Form focusNotice />);
    await user.type(screen.getByLabelText('Email'), 'ada@example.org');
    await user.click(send());
    const alert = await screen.findByText(/could not reach the server/);
    expect(alert).toHaveFocus();
  });
});
