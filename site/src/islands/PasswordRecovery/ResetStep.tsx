// /reset-password: the new password, with the live checklist, set with the reset token carried
// from the OTP step, or with the one in the link of the recovery mail (`#token=...`), which works
// in any browser. The service's answer is always shown (the spec's hidden message is not kept);
// a token that has expired keeps what was typed, and the way to a new code keeps the address.
import { useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { PasswordChecklist } from '../../lib/forms/PasswordChecklist';
import { PasswordField } from '../../lib/forms/PasswordField';
import { useSubmit } from '../../lib/forms/useSubmit';
import { lazyPart, usePart } from '../../lib/lazyPart';
import { tokenInFragment } from '../../lib/linkToken';
import { inLanguage } from '../../lib/messages/catalog';
import { confirmationError, newPasswordError } from '../../lib/passwordRules';
import { goTo } from '../../lib/paths';
import { collect } from '../../lib/validation';
import { resetFailure } from './failures';
import { MissingState } from './MissingState';
import { t } from './messages';
import { RouteLink } from './RouteLink';
import { useLocation, useNavigate } from './router';
import { StepHeading } from './StepHeading';
import { StepIntro } from './StepIntro';
import { StepSubmit } from './StepSubmit';
import { type OtpState, type ResetState, ROUTES, readEmail, readFromLink, readResetToken } from './steps';
import { useHydrated, useNavigationState } from './useNavigationState';

const FIELDS = ['newPassword', 'confirmPassword'] as const;

export function ResetStep() {
  const state = useNavigationState();
  const resetToken = readResetToken(state);
  const arrivingByLink = useTokenFromLink();
  if (resetToken) return <ResetForm resetToken={resetToken} email={readEmail(state)} fromLink={readFromLink(state)} />;
  return arrivingByLink ? null : <MissingState why={t('recovery-missing-reset')} />;
}

/**
 * Moves the mailed link's token from the address into the navigation state, as the OTP step
 * passes its token: out of the address bar, and still there after a reload. True while it moves.
 */
function useTokenFromLink(): boolean {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  // Read once hydrated: the page rendered at build time had no address to read.
  const token = useHydrated() ? tokenInFragment(hash) : '';
  useEffect(() => {
    const state: ResetState = { resetToken: token, fromLink: true };
    if (token) navigate(`${pathname}${search}`, { replace: true, state });
  }, [token, pathname, search, navigate]);
  return token !== '';
}

/** The end of the flow, the password changed: a chunk of its own, loaded as the form is sent. */
const passwordChanged = lazyPart(() => inLanguage(import('./PasswordChanged')));

function Changed() {
  const { PasswordChanged } = usePart(passwordChanged);
  return <PasswordChanged />;
}

/** Setting the new password with the token; `startAgain` when only a new code can help. */
function useReset(resetToken: string, password: string, confirmation: string) {
  const [done, setDone] = useState(false);
  const [startAgain, setStartAgain] = useState(false);
  const form = useSubmit({
    fields: FIELDS,
    onStart: () => setStartAgain(false),
    validate: () =>
      collect({
        newPassword: newPasswordError(password),
        confirmPassword: confirmationError(password, confirmation),
      }),
    send: async () => {
      // The end of the flow is fetched while the service sets the password.
      const changed = passwordChanged.load();
      await api.resetPassword(resetToken, password);
      // Set, but the end's chunk did not arrive: the next place to go is signing in.
      await changed.then(
        () => setDone(true),
        () => goTo('/login'),
      );
    },
    describe: (error) => {
      const answer = resetFailure(error);
      setStartAgain(answer.startAgain);
      return { message: answer.notice, fieldErrors: answer.fields };
    },
    focusNotice: true,
  });
  return { form, done, startAgain };
}

interface ResetFormProps {
  resetToken: string;
  /** The address the code went to; null after the mailed link. */
  email: string | null;
  fromLink: boolean;
}

function ResetForm({ resetToken, email, fromLink }: ResetFormProps) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { form, done, startAgain } = useReset(resetToken, password, confirmation);

  if (done) return <Changed />;
  return (
    <form className="recovery-form" noValidate onSubmit={form.submit}>
      <StepHeading>{t('recovery-reset-heading')}</StepHeading>
      {/* How long the token lasts (forms-api: a verified code's token 15 minutes, the mail's link an
          hour), said once rather than counted down. */}
      <StepIntro>{fromLink ? t('recovery-reset-intro-link') : t('recovery-reset-intro-code')}</StepIntro>
      {/* Always in the page, so that role="alert" is announced when the message appears. */}
      <div
        ref={(element) => {
          form.noticeRef.current = element;
        }}
        tabIndex={-1}
        role="alert"
        className={form.notice ? 'notice recovery-notice--error' : undefined}
      >
        {form.notice && (
          <p>
            {form.notice}
            {startAgain && (
              <>
                {' '}
                <RouteLink to={ROUTES.forgot} state={email ? ({ email } satisfies OtpState) : undefined}>
                  {t('recovery-request-new-code')}
                </RouteLink>
              </>
            )}
          </p>
        )}
      </div>
      <PasswordField
        {...form.bind('newPassword', password, setPassword)}
        label={t('recovery-new-password')}
        autoComplete="new-password"
        below={<PasswordChecklist id="password-checklist" password={password} />}
        belowId="password-checklist"
      />
      <PasswordField
        {...form.bind('confirmPassword', confirmation, setConfirmation)}
        label={t('recovery-confirm-password')}
        autoComplete="new-password"
      />
      <StepSubmit busy={form.busy} text={t('recovery-reset-password')} busyText={t('recovery-updating')} />
    </form>
  );
}
