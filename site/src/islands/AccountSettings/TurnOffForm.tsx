// Turning two-step verification off: the account's password, so a session left open on a shared
// computer cannot do it. The service removes the app, passkeys and recovery codes, and mails the
// owner.
import { useState } from 'react';
import { ErrorSummary } from '../../lib/forms/ErrorSummary';
import { PasswordField } from '../../lib/forms/PasswordField';
import { ServiceAlert } from '../../lib/forms/ServiceAlert';
import { useSubmit } from '../../lib/forms/useSubmit';
import { twoStepApi } from '../../lib/twoStep/twoStepApi';
import { collect } from '../../lib/validation';
import { t } from './messages';
import { refusal } from './refusal';

// Its own id, apart from the change-password form's "currentPassword" on the same page.
const FIELDS = ['twoStepPassword'] as const;

interface TurnOffFormProps {
  onSignedOut: () => void;
  onDone: (message: string) => void;
  onCancel: () => void;
}

export function TurnOffForm({ onSignedOut, onDone, onCancel }: TurnOffFormProps) {
  const [password, setPassword] = useState('');
  const form = useSubmit({
    fields: FIELDS,
    validate: () => collect({ twoStepPassword: password === '' ? t('settings-current-password-missing') : null }),
    send: async () => onDone((await twoStepApi.turnOff(password)).message),
    describe: (error) => {
      const shown = refusal(error, onSignedOut);
      const { currentPassword, ...others } = shown?.fieldErrors ?? {};
      return (
        shown && { ...shown, fieldErrors: currentPassword ? { ...others, twoStepPassword: currentPassword } : others }
      );
    },
    focusNotice: true,
  });
  return (
    <form noValidate onSubmit={form.submit}>
      <p>{t('settings-turn-off-explained')}</p>
      <ServiceAlert form={form} />
      {!form.notice && <ErrorSummary errors={form.errors} order={FIELDS} headingLevel={3} />}
      <PasswordField
        id="twoStepPassword"
        label={t('settings-current-password')}
        autoComplete="current-password"
        value={password}
        onChange={(value) => {
          setPassword(value);
          form.clearError('twoStepPassword');
        }}
        error={form.errors.twoStepPassword}
      />
      <p className="two-step-actions">
        <button className="btn btn--primary delete-account__button" type="submit" disabled={form.busy}>
          {form.busy ? t('settings-turn-off-submit-busy') : t('settings-turn-off-submit')}
        </button>
        <button className="btn btn--ghost" type="button" onClick={onCancel}>
          {t('settings-cancel')}
        </button>
      </p>
    </form>
  );
}
