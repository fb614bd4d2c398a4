// The 'Application Submitted!' modal of spec section 2, with the application's reference, on the
// kit's Dialog (lib/forms/Dialog.tsx). Its only control is the button, which takes focus. An
// application that waits for its address to be confirmed is not submitted yet: the dialog then
// says "Check your inbox" with an envelope, not a tick, and the service's words about the link.
import { useRef } from 'react';
import { Dialog } from '../../lib/forms/Dialog';
import { rich } from '../../lib/messages/rich';
import { goTo } from '../../lib/paths';
import { t } from './messages';

/** The spec's words once an application is accepted. */
export const submittedText = () => t('wizard-submitted-text');

/** "Your reference is <strong>IAAII-2026-00042</strong>. It is also in the e-mail we have sent you." */
export function ReferenceSentence({ reference }: { reference: string }) {
  return rich(t, 'wizard-reference', {}, { reference: <strong>{reference}</strong> });
}

interface SuccessDialogProps {
  onClose: () => void;
  reference?: string | null;
  /** The service's words when the application waits for the mailed link to be opened. */
  awaitingConfirmation?: string | null;
}

/** A tick on a filled circle: the application is in. */
const TICK = (
  <>
    <circle cx="24" cy="24" r="22" fill="currentColor" />
    <path d="M14 25l7 7 13-14" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
  </>
);

/** An envelope: the next step is in the applicant's mail. */
const ENVELOPE = (
  <>
    <rect x="5" y="11" width="38" height="26" rx="3" fill="none" stroke="currentColor" strokeWidth="3" />
    <path d="M6 13l18 14 18-14" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
  </>
);

export function SuccessDialog({ onClose, reference, awaitingConfirmation }: SuccessDialogProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const awaiting = awaitingConfirmation != null;
  return (
    <Dialog
      className="wizard-dialog"
      labelledBy="application-submitted-title"
      describedBy={
        reference ? 'application-submitted-text application-submitted-reference' : 'application-submitted-text'
      }
      onClose={onClose}
      initialFocus={buttonRef}
    >
      <svg
        className={awaiting ? 'wizard-dialog__icon wizard-dialog__icon--mail' : 'wizard-dialog__icon'}
        viewBox="0 0 48 48"
        width="48"
        height="48"
        aria-hidden="true"
        focusable="false"
      >
        {awaiting ? ENVELOPE : TICK}
      </svg>
      <h2 className="wizard-dialog__title" id="application-submitted-title">
        {awaiting ? t('wizard-inbox-title') : t('wizard-dialog-title')}
      </h2>
      <p id="application-submitted-text">{awaitingConfirmation ?? submittedText()}</p>
      {reference && (
        <p id="application-submitted-reference" className="wizard-dialog__reference">
          <ReferenceSentence reference={reference} />
        </p>
      )}
      <button ref={buttonRef} type="button" className="btn btn--primary" onClick={() => goTo('/')}>
        {t('wizard-return-home')}
      </button>
    </Dialog>
  );
}
