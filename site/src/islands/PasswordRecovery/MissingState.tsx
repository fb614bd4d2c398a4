// What /otp-verification and /reset-password show when opened on their own (a bookmark, a link,
// a new tab): they continue a reset started on /forgot-password and only get what they need,
// the e-mail or the reset token, from the step before.
import { t } from './messages';
import { RouteLink } from './RouteLink';
import { StepHeading } from './StepHeading';
import { ROUTES } from './steps';

export function MissingState({ step }: { step: 'otp' | 'reset' }) {
  return (
    <div className="recovery-missing">
      <StepHeading>{t('recovery-missing-heading')}</StepHeading>
      <p>{step === 'otp' ? t('recovery-missing-otp') : t('recovery-missing-reset')}</p>
      <p>{t('recovery-missing-ask')}</p>
      <p>
        <RouteLink to={ROUTES.forgot} className="btn btn--primary">
          {t('recovery-missing-go')}
        </RouteLink>
      </p>
    </div>
  );
}
