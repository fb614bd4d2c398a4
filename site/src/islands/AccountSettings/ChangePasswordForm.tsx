// "Change your password": checked here with the shared rules, then by the service, which ends
// every other session of the account and answers a fresh token for this one.
import { useState } from 'react';
import { api } from '../../lib/api';
import { ErrorSummary } from '../../lib/forms/ErrorSummary';
import { Notice } from '../../lib/forms/Notice';
import { PasswordChecklist } from '../../lib/forms/PasswordChecklist';
import { PasswordField } from '../../lib/forms/PasswordField';
import { ServiceAlert } from '../../lib/forms/ServiceAlert';
import { useSubmit } from '../../lib/forms/useSubmit';
import { readSession, replaceToken } from '../../lib/session';
import { t } from './messages';
import { refusal } from './refusal';
import { FIELDS, type Field, type PasswordChange, validatePasswordChange } from './rules';

const CHECKLIST_ID = 'password-checklist';
const EMPTY: PasswordChange = { currentPassword: '', newPassword: '', confirmPassword: '' };
/** Each field's label: its message. */
const LABELS: Record<Field, string> = {
  currentPassword: 'settings-current-password',
  newPassword: 'settings-new-password',
  confirmPassword: 'settings-confirm-password',
};

export function ChangePasswordForm({ onSignedOut }: { onSignedOut: () => void }) {
  const [values, setValues] = useState(EMPTY);
  const [done, setDone] = useState(false);
  const form = useSubmit({
    fields: FIELDS,
    onStart: () => setDone(false),
    validate: () => validatePasswordChange(values),
    send: async () => {
      const answer = await api.changePassword(values.currentPassword, values.newPassword, readSession()?.accessToken);
      replaceToken(answer.accessToken);
      setValues(EMPTY);
      setDone(true);
    },
    describe: (error) => refusal(error, onSignedOut),
    // The alert is read out by its role; focus goes to the field to correct, if any, else to it.
    focusNotice: true,
  });

  const edit = (field: Field) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    form.clearError(field);
  };

  return (
    <form className="change-password" noValidate onSubmit={form.submit} aria-labelledby="change-password-heading">
      <h2 id="change-password-heading">{t('settings-password-heading')}</h2>
      {done && (
        <Notice tone="success" takeFocus>
          <p>{t('settings-password-changed')}</p>
          <p>{t('settings-password-others-signed-out')}</p>
        </Notice>
      )}
      <ServiceAlert form={form} />
      {/* The service's own message says it all; the summary is for the form's own checks. */}
      {!form.notice && <ErrorSummary errors={form.errors} order={FIELDS} />}
      {FIELDS.map((field) => (
        <PasswordField
          key={field}
          id={field}
          label={t(LABELS[field])}
          autoComplete={field === 'currentPassword' ? 'current-password' : 'new-password'}
          value={values[field]}
          onChange={edit(field)}
          error={form.errors[field]}
          below={field === 'newPassword' && <PasswordChecklist id={CHECKLIST_ID} password={values.newPassword} />}
          belowId={field === 'newPassword' ? CHECKLIST_ID : undefined}
        />
      ))}
      <button className="btn btn--primary" type="submit" disabled={form.busy}>
        {form.busy ? t('settings-password-submit-busy') : t('settings-password-submit')}
      </button>
    </form>
  );
}
