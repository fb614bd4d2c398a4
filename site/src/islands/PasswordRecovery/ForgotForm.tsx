import { useEffect, useRef, useState, type FormEvent } from 'react';
import { api } from '../../lib/api';
import { TextField } from '../../lib/forms/TextField';
import { emailError } from '../../lib/validation';
import { forgotFailure } from './messages';
import { StepHeading } from './StepHeading';
import { StepIntro } from './StepIntro';

interface ForgotFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** The service accepted the request for this address. */
  onSent: (email: string) => void;
  focusOnMount: boolean;
}

/** The e-mail field and its button; asks the service to mail a code. */
export function ForgotForm({ email, onEmailChange, onSent, focusOnMount }: ForgotFormProps) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusOnMount) input.current?.focus();
  }, [focusOnMount]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = emailError(email);
    if (problem) {
      setError(problem);
      input.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await api.forgotPassword(email.trim());
      onSent(email.trim());
    } catch (failure) {
      setError(forgotFailure(failure));
      setBusy(false);
      input.current?.focus();
    }
  }

  return (
    <form className="recovery-form" noValidate onSubmit={submit}>
      <StepHeading>Request a code</StepHeading>
      <StepIntro step="forgot" />
      <TextField
        ref={input}
        id="email"
        label="Email address"
        hint="We will send a six-digit code to this address if it belongs to an account."
        value={email}
        error={error ?? undefined}
        input={{ type: 'email', autoComplete: 'email', spellCheck: false }}
        onChange={(value) => {
          onEmailChange(value);
          setError(null);
        }}
      />
      <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy || undefined}>
        {busy ? 'Sending...' : 'Send code'}
      </button>
    </form>
  );
}
