// 'Get a new link' on /confirm-email, when a link has expired, was already used or is incomplete:
// the address the account was created with, and 'Send a new link'. The service answers the same
// for any address (it mails only an account waiting for confirmation); its sentence is read out.
import { type FormEvent, useRef, useState } from 'react';
import { emailExample } from '../../lib/forms/descriptions';
import { TextField } from '../../lib/forms/TextField';
import { ResendAnswer, useResendLink } from '../../lib/forms/useResendLink';
import { t } from './messages';

export function ResendForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const { busy, sent, problem, send } = useResendLink((message) => {
    setError(message);
    input.current?.focus();
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void send(email);
  }

  return (
    <section className="confirm-email__resend" aria-labelledby="resend-heading">
      <h2 id="resend-heading">{t('confirm-resend-title')}</h2>
      {/* method="post": should the form be sent before its script runs, nothing lands in the address. */}
      <form method="post" noValidate aria-busy={busy} onSubmit={submit}>
        <TextField
          ref={input}
          id="email"
          label={t('confirm-resend-email')}
          hint={`${t('confirm-resend-hint')} ${emailExample()}`}
          value={email}
          error={error ?? undefined}
          input={{ type: 'email', autoComplete: 'email', autoCapitalize: 'none', spellCheck: false }}
          onChange={(value) => {
            setEmail(value);
            setError(null);
          }}
        />
        <button type="submit" className="btn btn--primary" aria-disabled={busy || undefined}>
          {t(busy ? 'confirm-resend-busy' : 'confirm-resend')}
        </button>
      </form>
      <ResendAnswer sent={sent} problem={problem} className="confirm-email__status" />
    </section>
  );
}
