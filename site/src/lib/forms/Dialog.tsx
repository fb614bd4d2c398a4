// A modal dialog on the native <dialog>: showModal() keeps focus inside it, makes the page behind
// inert and turns Escape into a cancel event. Where showModal is missing (old browsers, test DOMs)
// it is opened as a plain dialog and the same keys are handled here: Escape closes it, and Tab
// stays on a dialog's one control. It opens as it mounts; `onClose` tells the caller it has closed (Escape, or
// a script closing it), once the page behind is no longer inert, so the caller can move focus
// there or take the dialog away.
import { type KeyboardEvent, type ReactNode, type RefObject, type SyntheticEvent, useEffect, useRef } from 'react';
import './Dialog.css';

interface DialogProps {
  className: string;
  /** The id of the title. */
  labelledBy: string;
  /** The ids of what describes the dialog, in reading order. */
  describedBy: string;
  onClose: () => void;
  /**
   * The dialog's one control, which takes focus on opening and keeps it on Tab where the browser
   * cannot keep focus inside (no showModal). Without it, the browser chooses (the first control).
   */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

export function Dialog({ className, labelledBy, describedBy, onClose, initialFocus, children }: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  // Opened once, as it mounts: the dialog's life is the caller's rendering of it.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    initialFocus?.current?.focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
    };
  }, [initialFocus]);

  /** Close it, then tell the caller (through the close event where the browser has one). */
  function close(dialog: HTMLDialogElement) {
    if (typeof dialog.close === 'function' && dialog.open) dialog.close();
    else onClose();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(event.currentTarget);
    } else if (event.key === 'Tab' && initialFocus) {
      event.preventDefault();
      initialFocus.current?.focus();
    }
  }

  function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    close(event.currentTarget);
  }

  return (
    <dialog
      ref={dialogRef}
      className={`dialog ${className}`}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClose={onClose}
    >
      {children}
    </dialog>
  );
}
