// "Confirm it is you": the password again, asked in a modal dialog when the service refuses a
// change to what guards the account because none was given lately (lib/identityPrompt.ts). Once
// the service has taken it, the dialog closes and the change is sent again; Cancel, or Escape,
// leaves the service's refusal to be shown where the change was asked for. Focus goes back to
// where it was when the dialog opened.
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError, api } from '../api';
import { Dialog } from '../forms/Dialog';
import { describeFailure } from '../forms/failure';
import { PasswordField } from '../forms/PasswordField';
import { setIdentityPrompt } from '../identityPrompt';
import { readSession } from '../session';
import { t } from './messages';

interface Asked {
  settle: (confirmed: boolean) => void;
  /** Where focus was when the dialog opened. */
  from: Element | null;
}

export function IdentityPrompt() {
  const [asked, setAsked] = useState<Asked | null>(null);
  useEffect(() => {
    setIdentityPrompt(
      () =>
        new Promise<boolean>((settle) => {
          setAsked({ settle, from: document.activeElement });
        }),
    );
    return () => setIdentityPrompt(null);
  }, []);
  if (!asked) return null;
  const close = (confirmed: boolean) => {
    setAsked(null);
    asked.settle(confirmed);
    if (asked.from instanceof HTMLElement && asked.from.isConnected) asked.from.focus();
  };
  return <PasswordDialog onConfirmed={() => close(true)} onCancel={() => close(false)} />;
}

function PasswordDialog({ onConfirmed, onCancel }: { onConfirmed: () => void; onCancel: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setNotice(null);
    if (password === '') {
      setError(t('two-step-identity-password-missing'));
      field.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await api.confirmIdentity(password, readSession()?.accessToken);
      onConfirmed();
    } catch (failure) {
      const fieldError = failure instanceof ApiError ? failure.fieldErrors.currentPassword : undefined;
      if (fieldError) setError(fieldError);
      else setNotice(describeFailure(failure).message);
      field.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      className="identity-dialog"
      labelledBy="identity-dialog-title"
      describedBy="identity-dialog-text"
      onClose={onCancel}
    >
      <h2 id="identity-dialog-title">{t('two-step-identity-title')}</h2>
      <p id="identity-dialog-text">{t('two-step-identity-text')}</p>
      {notice && (
        <p className="notice notice--error" role="alert">
          {notice}
        </p>
      )}
      <form noValidate onSubmit={submit}>
        <PasswordField
          ref={field}
          id="identityPassword"
          label={t('two-step-identity-password')}
          autoComplete="current-password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            setError(undefined);
          }}
          error={error}
        />
        <p className="two-step-actions">
          <button className="btn btn--primary" type="submit" disabled={busy}>
            {busy ? t('two-step-identity-busy') : t('two-step-identity-confirm')}
          </button>
          <button className="btn btn--ghost" type="button" onClick={onCancel}>
            {t('two-step-identity-cancel')}
          </button>
        </p>
      </form>
    </Dialog>
  );
}
