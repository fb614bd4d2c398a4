// What /otp-verification and /reset-password show when opened on their own (a bookmark, a link,
// a new tab): they continue a reset started on /forgot-password and only get what they need,
// the e-mail or the reset token, from the step before. Each step says what it lacks (`why`), so a
// page loads only its own words.
import { t } from './messages';
import { RouteLink } from './RouteLink';
import { StepHeading } from './StepHeading';
import { ROUTES } from './steps';

export function MissingState({ why }: { why: string }) {
  return (
    <div className="recovery-missing">
      <StepHeading>{t('recovery-missing-heading')}</StepHeading>
      <p>{why}</p>
      <p>{t('recovery-missing-ask')}</p>
      <p>
        <RouteLink to={ROUTES.forgot} className="btn btn--primary">
          {t('recovery-missing-go')}
        </RouteLink>
      </p>
    </div>
  );
}
