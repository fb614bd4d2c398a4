// The confirmation step before declining an application, revoking a role or resetting two-step
// verification, on the kit's modal Dialog: the question, what follows from it, the action and
// Cancel (which takes focus: the choice that changes nothing, as in WAI-ARIA's alert dialog
// pattern). Escape is Cancel. Once it has gone, whichever way it closed, focus is back on what had
// it when the dialog opened (the button that asked), as WCAG 2.4.3 wants.
import { type SyntheticEvent, useEffect, useRef, useState } from 'react';
import { Dialog } from '../../lib/forms/Dialog';

interface ConfirmDialogProps {
  title: string;
  text: string;
  action: string;
  /** The action's press, which a form's submit can take as its event. */
  onConfirm: (event: SyntheticEvent) => void;
  onCancel: () => void;
}

export function ConfirmDialog({ title, text, action, onConfirm, onCancel }: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  // Read as it is first drawn, before the dialog takes focus.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  useEffect(() => {
    cancel.current?.focus();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [opener]);
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
