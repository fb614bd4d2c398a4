// Shown under the sign-in form's notice when the service refused a right password because the
// address is not confirmed yet (403): 'Send a new link' mails a new confirmation link to the
// address in the Email field, and the service's answer is read out. A problem with the address
// goes under the Email field, as the form's other messages do.
import { useState } from 'react';
import { Notice } from '../../lib/forms/Notice';
import { resendLink } from '../../lib/resendLink';

interface ResendLinkProps {
  /** The address typed in the sign-in form. */
  email: string;
  onInvalidEmail: (message: string) => void;
}

export function ResendLink({ email, onInvalidEmail }: ResendLinkProps) {
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  async function send() {
    if (busy) return;
    // Removed first, so the same sentence is announced again after another press.
    setSent('');
    setProblem(null);
    setBusy(true);
    const outcome = await resendLink(email);
    setBusy(false);
    if (outcome.kind === 'sent') setSent(outcome.message);
    else if (outcome.kind === 'invalid-email') onInvalidEmail(outcome.message);
    else setProblem(outcome.message);
  }

  return (
    <div className="account-form__resend">
      <button type="button" className="btn btn--secondary" onClick={send} aria-disabled={busy || undefined}>
        {busy ? 'Sending...' : 'Send a new link'}
      </button>
      {/* Present from the start, so the answer is announced when it appears. */}
      <div role="status" className="account-form__status">
        {sent && (
          <div className="notice notice--success">
            <p>{sent}</p>
          </div>
        )}
      </div>
      {problem && <Notice tone="error">{problem}</Notice>}
    </div>
  );
}
