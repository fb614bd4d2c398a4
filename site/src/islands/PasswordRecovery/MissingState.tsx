// What /otp-verification and /reset-password show when opened on their own (a bookmark, a link,
// a new tab): they continue a reset started on /forgot-password and only get what they need,
// the e-mail or the reset token, from the step before.
import { RouteLink } from './RouteLink';
import { StepHeading } from './StepHeading';
import { ROUTES } from './steps';

const MISSING = {
  otp: 'it does not know which e-mail address the code was sent to',
  reset: 'it does not have the confirmation of your code that a new password needs',
} as const;

export function MissingState({ step }: { step: keyof typeof MISSING }) {
  return (
    <div className="recovery-missing">
      <StepHeading>Start your password reset again</StepHeading>
      <p>
        This page continues a password reset that starts on the Forgot Password page. Opened on its own, for example
        from a bookmark or in a new tab, {MISSING[step]}.
      </p>
      <p>Ask for a new code there: it takes a minute, and the new code replaces any code we sent before.</p>
      <p>
        <RouteLink to={ROUTES.forgot} className="btn btn--primary">
          Go to Forgot Password
        </RouteLink>
      </p>
    </div>
  );
}
