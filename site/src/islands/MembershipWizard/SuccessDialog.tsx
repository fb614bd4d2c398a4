// The 'Application Submitted!' modal of spec section 2, with the application's reference. A native <dialog> opened with showModal()
// makes the rest of the page inert (the focus trap) and returns Escape as a cancel event; where
// showModal is missing (old browsers, jsdom) it is opened as a plain dialog and the same keys are
// handled here. Its only control is the button, so Tab keeps focus on it.

import { useEffect, useRef, type KeyboardEvent, type SyntheticEvent } from 'react';
import { goTo } from '../../lib/paths';

export const SUBMITTED_TEXT = 'Thank you for your application. We will review your information and get back to you soon.';

export function SuccessDialog({ onClose, reference }: { onClose: () => void; reference?: string | null }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    buttonRef.current?.focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') {
      event.preventDefault();
      buttonRef.current?.focus();
    }
  }

  function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    // Let the wizard close it, so its state and the focus follow.
    event.preventDefault();
    onClose();
  }

  return (
    <dialog
      ref={dialogRef}
      className="wizard-dialog"
      aria-modal="true"
      aria-labelledby="application-submitted-title"
      aria-describedby={reference ? 'application-submitted-text application-submitted-reference' : 'application-submitted-text'}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
    >
      <svg className="wizard-dialog__icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="22" fill="currentColor" />
        <path d="M14 25l7 7 13-14" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h2 className="wizard-dialog__title" id="application-submitted-title">
        Application Submitted!
      </h2>
      <p id="application-submitted-text">{SUBMITTED_TEXT}</p>
      {reference && (
        <p id="application-submitted-reference" className="wizard-dialog__reference">
          Your reference is <strong>{reference}</strong>. It is also in the e-mail we have sent you.
        </p>
      )}
      <button ref={buttonRef} type="button" className="btn btn--primary" onClick={() => goTo('/')}>
        Return to Homepage
      </button>
    </dialog>
  );
}
