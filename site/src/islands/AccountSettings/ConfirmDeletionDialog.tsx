// "Delete your account? This cannot be undone.", on the kit's modal Dialog (lib/forms/Dialog.tsx).
// Its form sends the deletion; Cancel, Escape or the browser closing it send nothing.
import { type FormEvent, useEffect, useRef } from 'react';
import { Dialog } from '../../lib/forms/Dialog';
import { t } from './messages';

interface ConfirmDeletionDialogProps {
  onConfirm: (event: FormEvent) => void;
  onCancel: () => void;
}

export function ConfirmDeletionDialog({ onConfirm, onCancel }: ConfirmDeletionDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  // The choice that changes nothing takes focus (WAI-ARIA's alert dialog pattern). Not Dialog's
  // initialFocus, which would also hold Tab on it; this effect runs after the Dialog has opened.
  useEffect(() => cancel.current?.focus(), []);
  return (
    <Dialog
      className="account-dialog"
      labelledBy="delete-account-dialog-title"
      describedBy="delete-account-dialog-text"
      onClose={onCancel}
    >
      <h2 id="delete-account-dialog-title">{t('settings-delete-dialog-title')}</h2>
      <p id="delete-account-dialog-text">{t('settings-delete-dialog-text')}</p>
      <form className="account-dialog__actions" onSubmit={onConfirm}>
        <button className="btn delete-account__button" type="submit">
          {t('settings-delete-dialog-confirm')}
        </button>
        <button ref={cancel} className="btn btn--ghost" type="button" onClick={onCancel}>
          {t('settings-cancel')}
        </button>
      </form>
    </Dialog>
  );
}
