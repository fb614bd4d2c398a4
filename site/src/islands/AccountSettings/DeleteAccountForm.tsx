// "Delete my account": the current password, then a confirmation in a dialog, then the service,
// which deletes the account, ends all its sessions and clears their cookies. The page then forgets
// the member (forgetSignedOut, which the header follows) and shows the confirmation in place of
// the forms.
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ErrorSummary } from '../../lib/forms/ErrorSummary';
import { PasswordField } from '../../lib/forms/PasswordField';
import { ServiceAlert } from '../../lib/forms/ServiceAlert';
import { useSubmit } from '../../lib/forms/useSubmit';
import { forgetSignedOut, readSession } from '../../lib/session';
import { ConfirmDeletionDialog } from './ConfirmDeletionDialog';
import { DeletionExplained } from './DeletionExplained';
import { DELETION_FIELDS, onThisForm, PASSWORD_FIELD, validateDeletion } from './deletionRules';
import { t } from './messages';
import { ownDataApi } from './ownDataApi';
import { refusal } from './refusal';

interface DeleteAccountFormProps {
  onSignedOut: () => void;
  /** The account is gone: the service's sentence, for the page's confirmation. */
  onDeleted: (message: string) => void;
}

export function DeleteAccountForm({ onSignedOut, onDeleted }: DeleteAccountFormProps) {
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const form = useSubmit({
    fields: DELETION_FIELDS,
    validate: () => validateDeletion(password),
    send: async () => {
      const answer = await ownDataApi.deleteAccount(password, readSession()?.accessToken);
      forgetSignedOut();
      onDeleted(answer.message);
    },
    describe: (error) => {
      const shown = refusal(error, onSignedOut);
      return shown && { ...shown, fieldErrors: onThisForm(shown.fieldErrors) };
    },
    focusNotice: true,
  });
  const button = useFocusAfterDialog(confirming);

  /** The first press: the form's own check (shown as any failed submit is), else the question. */
  function ask(event: FormEvent) {
    const nothingToAsk = form.busy || Object.keys(validateDeletion(password)).length > 0;
    if (nothingToAsk) {
      form.submit(event);
    } else {
      event.preventDefault();
      setConfirming(true);
    }
  }

  function confirmed(event: FormEvent) {
    setConfirming(false);
    form.submit(event);
  }

  return (
    <section className="account-section" aria-labelledby="delete-account-heading">
      <h2 id="delete-account-heading">{t('settings-delete-heading')}</h2>
      <DeletionExplained />
      <form noValidate onSubmit={ask}>
        <ServiceAlert form={form} />
        {!form.notice && <ErrorSummary errors={form.errors} order={DELETION_FIELDS} headingLevel={3} />}
        <PasswordField
          {...form.bind(PASSWORD_FIELD, password, setPassword)}
          label={t('settings-current-password')}
          autoComplete="current-password"
        />
        <button
          ref={button}
          className="btn delete-account__button"
          type="submit"
          aria-disabled={form.busy || undefined}
        >
          {form.busy ? t('settings-delete-submit-busy') : t('settings-delete-submit')}
        </button>
      </form>
      {confirming && <ConfirmDeletionDialog onConfirm={confirmed} onCancel={() => setConfirming(false)} />}
    </section>
  );
}

/**
 * Focus back on the form's button once the dialog has gone (its page no longer inert), whichever
 * way it was closed; the service's answer may move it on from there.
 */
function useFocusAfterDialog(dialogOpen: boolean) {
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !dialogOpen) button.current?.focus();
    wasOpen.current = dialogOpen;
  }, [dialogOpen]);
  return button;
}
