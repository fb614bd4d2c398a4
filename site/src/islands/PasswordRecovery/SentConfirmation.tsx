import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { shownAddress } from '../../lib/addresses';
import { sitePath } from '../../lib/paths';
import { StepHeading } from './StepHeading';
import { type OtpState, ROUTES } from './steps';

interface SentConfirmationProps {
  email: string;
  onTryAgain: () => void;
}

/**
 * 'Reset link sent!': stays until the visitor moves on, so it can be read. The wording does not
 * say the address has an account: the service answers the same for any address.
 */
export function SentConfirmation({ email, onTryAgain }: SentConfirmationProps) {
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);

  // Only ever mounted by a successful request: announce the result.
  useEffect(() => heading.current?.focus(), []);

  const state: OtpState = { email };
  return (
    <div className="recovery-sent">
      <StepHeading ref={heading}>Reset link sent!</StepHeading>
      <p>
        If an account exists for <strong className="recovery-email">{shownAddress(email)}</strong>, we have sent it an
        e-mail with a six-digit code, to enter in this browser within 10 minutes. The e-mail also holds a link that lets
        you choose a new password in any browser, for an hour.
      </p>
      <p>
        No e-mail after a few minutes? Check your spam folder, or{' '}
        <button type="button" className="recovery-link-button" onClick={onTryAgain}>
          try again
        </button>
        .
      </p>
      <div className="recovery-actions">
        <button type="button" className="btn btn--primary" onClick={() => navigate(ROUTES.otp, { state })}>
          Enter the code
        </button>
        <a href={sitePath('/login')}>Return to login</a>
      </div>
    </div>
  );
}
