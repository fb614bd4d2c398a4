// "Start again?", on the kit's modal Dialog: every answer goes only once the applicant says so; its
// Cancel takes focus, as the account's deletion asks (AccountSettings' ConfirmDeletionDialog).
// Fetched when 'Start again' is first pressed (StartAgain.tsx).
import { useEffect, useRef } from 'react';
import { Dialog } from '../../lib/forms/Dialog';

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
      <h2 id="start-again-title">Start again?</h2>
      <p id="start-again-text">
        {`This deletes every answer you have given${member ? ', here and in your account' : ''}. It cannot be undone.`}
      </p>
      <div className="wizard-confirm__actions">
        <button type="button" className="btn wizard-confirm__delete" onClick={onConfirm}>
          Delete my answers
        </button>
        <button ref={cancel} type="button" className="btn btn--ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}
