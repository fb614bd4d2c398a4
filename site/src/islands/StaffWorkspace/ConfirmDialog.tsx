// The confirmation step before revoking a role or resetting two-step verification, on the kit's
// modal Dialog: the question, what follows from it, the action and Cancel (which takes focus: the
// choice that changes nothing, as in WAI-ARIA's alert dialog pattern).
import { useEffect, useRef } from 'react';
import { Dialog } from '../../lib/forms/Dialog';

interface ConfirmDialogProps {
  title: string;
  text: string;
  action: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ title, text, action, onConfirm, onCancel }: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <Dialog className="staff-dialog" labelledBy="staff-dialog-title" describedBy="staff-dialog-text" onClose={onCancel}>
      <h2 id="staff-dialog-title">{title}</h2>
      <p id="staff-dialog-text">{text}</p>
      <div className="staff-actions">
        <button className="btn btn--primary" type="button" onClick={onConfirm}>
          {action}
        </button>
        <button ref={cancel} className="btn btn--ghost" type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}
