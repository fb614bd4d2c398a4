import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
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
        If an account exists for <strong className="recovery-email">{email}</strong>, we have sent it an e-mail with a
        six-digit code. The code is valid for 10 minutes.
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
