// "Start again?", on the kit's modal Dialog: every answer goes only once the applicant says so; its
// Cancel takes focus, as the account's deletion asks (AccountSettings' ConfirmDeletionDialog).
// Fetched when 'Start again' is first pressed (StartAgain.tsx).
import { useEffect, useRef } from 'react';
import { Dialog } from '../../lib/forms/Dialog';
// The main component's catalog (MembershipWizard.tsx imports it): loaded in the page's language
// before this part arrives.
import { t } from './messages';

export interface StartAgainDialogProps {
  /** The answers are kept in the member's account too. */
  member: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function StartAgainDialog({ member, onConfirm, onCancel }: StartAgainDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  // After the Dialog has opened (its effect runs first).
  useEffect(() => cancel.current?.focus(), []);
  return (
    <Dialog className="wizard-confirm" labelledBy="start-again-title" describedBy="start-again-text" onClose={onCancel}>
      <h2 id="start-again-title">{t('wizard-start-again-title')}</h2>
      <p id="start-again-text">{member ? t('wizard-start-again-text-member') : t('wizard-start-again-text')}</p>
      <div className="wizard-confirm__actions">
        <button type="button" className="btn wizard-confirm__delete" onClick={onConfirm}>
          {t('wizard-start-again-delete')}
        </button>
        <button ref={cancel} type="button" className="btn btn--ghost" onClick={onCancel}>
          {t('wizard-start-again-cancel')}
        </button>
      </div>
    </Dialog>
  );
}
