import { useEffect, useRef } from 'react';
import { shownAddress } from '../../lib/addresses';
import { rich } from '../../lib/messages/rich';
import { sitePath } from '../../lib/paths';
import { t } from './messages';
import { useNavigate } from './router';
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
      <StepHeading ref={heading}>{t('recovery-sent-heading')}</StepHeading>
      <p>
        {rich(
          t,
          'recovery-sent-text',
          {},
          {
            email: <strong className="recovery-email">{shownAddress(email)}</strong>,
          },
        )}
      </p>
      <p>
        {rich(
          t,
          'recovery-sent-no-email',
          {},
          {
            button: (
              <button type="button" className="recovery-link-button" onClick={onTryAgain}>
                {t('recovery-try-again')}
              </button>
            ),
          },
        )}
      </p>
      <div className="recovery-actions">
        <button type="button" className="btn btn--primary" onClick={() => navigate(ROUTES.otp, { state })}>
          {t('recovery-enter-code')}
        </button>
        <a href={sitePath('/login')}>{t('recovery-return-to-login')}</a>
      </div>
    </div>
  );
}
