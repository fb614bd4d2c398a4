// Shown under the sign-in form's notice when the service refused the address and password (401),
// which is also its answer to the right password of an address not confirmed yet: 'Send a new
// link' mails a new confirmation link to the address in the Email field, and the service's answer
// is read out. A problem with the address goes under the Email field, as the form's other
// messages do.
import { ResendAnswer, useResendLink } from '../../lib/forms/useResendLink';
import { t } from './messages';

interface ResendLinkProps {
  /** The address typed in the sign-in form. */
  email: string;
  onInvalidEmail: (message: string) => void;
}

export function ResendLink({ email, onInvalidEmail }: ResendLinkProps) {
  const { busy, sent, problem, send } = useResendLink(onInvalidEmail);
  return (
    <div className="account-form__resend">
      <p>{t('login-resend-intro')}</p>
      <button
        type="button"
        className="btn btn--secondary"
        onClick={() => send(email)}
        aria-disabled={busy || undefined}
      >
        {t(busy ? 'login-resend-busy' : 'login-resend')}
      </button>
      <ResendAnswer sent={sent} problem={problem} className="account-form__status" />
    </div>
  );
}
