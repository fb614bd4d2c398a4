// Asking for a new confirmation link (lib/resendLink.ts) from a form: busy while asking, then the
// service's sentence, read out by a status region that is in the page from the start, or a notice
// of what went wrong. A problem with the address goes to the caller, which shows it under its
// Email field. Shared by the sign-in form's 'Send a new link' and /confirm-email's form.
import { useRef, useState } from 'react';
import { resendLink } from '../resendLink';
import { Notice } from './Notice';

export function useResendLink(onInvalidEmail: (message: string) => void) {
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const asking = useRef(false);

  async function send(email: string) {
    if (asking.current) return;
    asking.current = true;
    // Removed first, so the same sentence is announced again after another press.
    setSent('');
    setProblem(null);
    setBusy(true);
    const outcome = await resendLink(email);
    asking.current = false;
    setBusy(false);
    if (outcome.kind === 'sent') setSent(outcome.message);
    else if (outcome.kind === 'invalid-email') onInvalidEmail(outcome.message);
    else setProblem(outcome.message);
  }

  return { busy, sent, problem, send };
}

/** The answer: the status region (always there, so it is announced) and any failure's notice. */
export function ResendAnswer({
  sent,
  problem,
  className,
}: {
  sent: string;
  problem: string | null;
  className: string;
}) {
  return (
    <>
      <div role="status" className={className}>
        {sent && (
          <div className="notice notice--success">
            <p>{sent}</p>
          </div>
        )}
      </div>
      {problem && <Notice tone="error">{problem}</Notice>}
    </>
  );
}
