// 'Get a new link' on /confirm-email, when a link has expired, was already used or is incomplete:
// the address the account was created with, and 'Send a new link'. The service answers the same
// for any address (it mails only an account waiting for confirmation); its sentence is read out.
import { useRef, useState, type FormEvent } from 'react';
import { Notice } from '../../lib/forms/Notice';
import { TextField } from '../../lib/forms/TextField';
import { resendLink } from '../../lib/resendLink';

export function ResendForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    // Removed first, so the same sentence is announced again after another press.
    setSent('');
    setProblem(null);
    setBusy(true);
    const outcome = await resendLink(email);
    setBusy(false);
    if (outcome.kind === 'sent') {
      setSent(outcome.message);
    } else if (outcome.kind === 'invalid-email') {
      setError(outcome.message);
      input.current?.focus();
    } else {
      setProblem(outcome.message);
    }
  }

  return (
    <section className="confirm-email__resend" aria-labelledby="resend-heading">
      <h2 id="resend-heading">Get a new link</h2>
      {/* method="post": should the form be sent before its script runs, nothing lands in the address. */}
      <form method="post" noValidate aria-busy={busy} onSubmit={submit}>
        <TextField
          ref={input}
          id="email"
          label="Email"
          hint="The address you signed up with. If it is waiting for confirmation, we will send it a new link, which works for 48 hours."
          value={email}
          error={error ?? undefined}
          input={{ type: 'email', autoComplete: 'email', autoCapitalize: 'none', spellCheck: false }}
          onChange={(value) => {
            setEmail(value);
            setError(null);
          }}
        />
        <button type="submit" className="btn btn--primary" aria-disabled={busy || undefined}>
          {busy ? 'Sending...' : 'Send a new link'}
        </button>
      </form>
      {/* Present from the start, so the answer is announced when it appears. */}
      <div role="status" className="confirm-email__status">
        {sent && (
          <div className="notice notice--success">
            <p>{sent}</p>
          </div>
        )}
      </div>
      {problem && <Notice tone="error">{problem}</Notice>}
    </section>
  );
}
