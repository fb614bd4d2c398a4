// "Change your password": checked here with the shared rules, then by the service, which ends
// every other session of the account and answers a fresh token for this one.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { api, ApiError } from '../../lib/api';
import { ErrorSummary } from '../../lib/forms/ErrorSummary';
import { PasswordChecklist } from '../../lib/forms/PasswordChecklist';
import { PasswordField } from '../../lib/forms/PasswordField';
import { readSession, replaceToken } from '../../lib/session';
import type { Errors } from '../../lib/validation';
import { FIELDS, validatePasswordChange, type Field, type PasswordChange } from './rules';

const CHECKLIST_ID = 'password-checklist';
const EMPTY: PasswordChange = { currentPassword: '', newPassword: '', confirmPassword: '' };
const LABELS: Record<Field, string> = {
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
};

export function ChangePasswordForm({ onSignedOut }: { onSignedOut: () => void }) {
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const success = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  // Where focus goes once the service's answer is on the page.
  const focusNext = useRef<Field | 'success' | 'alert' | null>(null);

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'success') success.current?.focus();
    else if (target === 'alert') alertRef.current?.focus();
    else if (target) inputs.current[target]?.focus();
  });

  const edit = (field: Field) => (value: string) => {
    setForm((previous) => ({ ...previous, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };
  const firstError = (found: Errors): Field | undefined => FIELDS.find((field) => found[field]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAlert('');
    setDone(false);
    const found = validatePasswordChange(form);
    setErrors(found);
    const first = firstError(found);
    if (first) return inputs.current[first]?.focus();
    setBusy(true);
    try {
      const answer = await api.changePassword(form.currentPassword, form.newPassword, readSession()?.accessToken);
      replaceToken(answer.accessToken);
      setForm(EMPTY);
      setDone(true);
      focusNext.current = 'success';
    } catch (error) {
      const failure = error instanceof ApiError ? error : new ApiError(0, String(error));
      if (failure.status === 401) return onSignedOut();
      setErrors(failure.fieldErrors);
      setAlert(failure.message);
      // The alert is read out by its role; focus goes to the field to correct, if any.
      focusNext.current = firstError(failure.fieldErrors) ?? 'alert';
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="change-password" noValidate onSubmit={submit} aria-labelledby="change-password-heading">
      <h2 id="change-password-heading">Change your password</h2>
      {done && (
        <div className="notice notice--success" role="status" tabIndex={-1} ref={success}>
          <p>Your password has been changed.</p>
          <p>Any other browser or device signed in to your account has been signed out.</p>
        </div>
      )}
      {alert && (
        <p className="notice notice--error" role="alert" tabIndex={-1} ref={alertRef}>
          {alert}
        </p>
      )}
      {/* The service's own message says it all; the summary is for the form's own checks. */}
      {!alert && <ErrorSummary errors={errors} order={FIELDS} />}
      {FIELDS.map((field) => (
        <PasswordField
          key={field}
          id={field}
          label={LABELS[field]}
          autoComplete={field === 'currentPassword' ? 'current-password' : 'new-password'}
          value={form[field]}
          onChange={edit(field)}
          error={errors[field]}
          below={field === 'newPassword' && <PasswordChecklist id={CHECKLIST_ID} password={form.newPassword} />}
          belowId={field === 'newPassword' ? CHECKLIST_ID : undefined}
          ref={(element) => {
            inputs.current[field] = element;
          }}
        />
      ))}
      <button className="btn btn--primary" type="submit" disabled={busy}>
        {busy ? 'Updating...' : 'Change password'}
      </button>
    </form>
  );
}
