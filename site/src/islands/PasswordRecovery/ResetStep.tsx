// /reset-password: the new password, with the live checklist, set with the reset token carried
// from the OTP step. The service's answer is always shown (the spec's hidden message is not kept).
import { useRef, useState, type FormEvent } from 'react';
import { api } from '../../lib/api';
import { PasswordChecklist } from '../../lib/forms/PasswordChecklist';
import { PasswordField } from '../../lib/forms/PasswordField';
import { collect, confirmationError, newPasswordError, type Errors } from '../../lib/validation';
import { resetFailure, type ResetFailure } from './messages';
import { MissingState } from './MissingState';
import { PasswordChanged } from './PasswordChanged';
import { RouteLink } from './RouteLink';
import { StepHeading } from './StepHeading';
import { StepIntro } from './StepIntro';
import { ROUTES, readResetToken } from './steps';
import { useNavigationState } from './useNavigationState';

export function ResetStep() {
  const resetToken = readResetToken(useNavigationState());
  return resetToken ? <ResetForm resetToken={resetToken} /> : <MissingState step="reset" />;
}

function ResetForm({ resetToken }: { resetToken: string }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<ResetFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const passwordInput = useRef<HTMLInputElement>(null);
  const confirmationInput = useRef<HTMLInputElement>(null);
  const notice = useRef<HTMLDivElement>(null);

  function showErrors(found: Errors) {
    setErrors(found);
    if (found.newPassword) passwordInput.current?.focus();
    else if (found.confirmPassword) confirmationInput.current?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const found = collect({
      newPassword: newPasswordError(password),
      confirmPassword: confirmationError(password, confirmation),
    });
    if (Object.keys(found).length > 0) return showErrors(found);
    setBusy(true);
    try {
      await api.resetPassword(resetToken, password);
      setDone(true);
    } catch (error) {
      const answer = resetFailure(error);
      setFailure(answer);
      setBusy(false);
      if (answer.fields.newPassword) showErrors(answer.fields);
      else notice.current?.focus();
    }
  }

  if (done) return <PasswordChanged />;
  return (
    <form className="recovery-form" noValidate onSubmit={submit}>
      <StepHeading>Choose a new password</StepHeading>
      <StepIntro step="reset" />
      {/* Always in the page, so that role="alert" is announced when the message appears. */}
      <div ref={notice} tabIndex={-1} role="alert" className={failure ? 'notice recovery-notice--error' : undefined}>
        {failure && (
          <p>
            {failure.notice}
            {failure.startAgain && (
              <>
                {' '}
                <RouteLink to={ROUTES.forgot}>Request a new code</RouteLink>
              </>
            )}
          </p>
        )}
      </div>
      <PasswordField
        ref={passwordInput}
        id="newPassword"
        label="New password"
        autoComplete="new-password"
        value={password}
        error={errors.newPassword}
        below={<PasswordChecklist id="password-checklist" password={password} />}
        belowId="password-checklist"
        onChange={(value) => {
          setPassword(value);
          setErrors(({ newPassword: _, ...rest }) => rest);
        }}
      />
      <PasswordField
        ref={confirmationInput}
        id="confirmPassword"
        label="Confirm new password"
        autoComplete="new-password"
        value={confirmation}
        error={errors.confirmPassword}
        onChange={(value) => {
          setConfirmation(value);
          setErrors(({ confirmPassword: _, ...rest }) => rest);
        }}
      />
      <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy || undefined}>
        {busy ? 'Updating...' : 'Reset password'}
      </button>
    </form>
  );
}
