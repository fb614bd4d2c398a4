// What the wizard shows once the application is accepted: the same news as the dialog, with the
// reference and, for a member signed in with the address the application was sent with, the way
// to follow it on their profile. An application sent without signing in with its address waits
// for the link mailed to that address, and this says so. The dialog opens over it.
import type { Ref } from 'react';
import { rich } from '../../lib/messages/rich';
import { sitePath } from '../../lib/paths';
import type { SignedIn } from '../../lib/useSignedIn';
import { t } from './messages';
import { ReferenceSentence, SuccessDialog, submittedText } from './SuccessDialog';
import type { WizardState } from './state';

/** The profile lists the applications sent with the account's address. */
const sameAddress = (account: string, sent: string | null): boolean =>
  sent !== null && account.toLowerCase() === sent.toLowerCase();

interface SubmittedProps {
  state: WizardState;
  signedIn: SignedIn;
  rootRef: Ref<HTMLDivElement>;
  headingRef: Ref<HTMLHeadingElement>;
  onDialogClosed: () => void;
}

export function Submitted({ state, signedIn, rootRef, headingRef, onDialogClosed }: SubmittedProps) {
  return (
    <div className="wizard wizard--done" ref={rootRef}>
      <h3 className="wizard__heading" tabIndex={-1} ref={headingRef}>
        {state.awaitingConfirmation ? t('wizard-inbox-title') : t('wizard-submitted-title')}
      </h3>
      <p>{state.awaitingConfirmation ?? submittedText()}</p>
      {state.reference && (
        <p>
          <ReferenceSentence reference={state.reference} />
        </p>
      )}
      {signedIn.state === 'signed-in' && sameAddress(signedIn.email, state.submittedEmail) && (
        <p>
          {rich(
            t,
            'wizard-follow-on-profile',
            {},
            {
              link: <a href={sitePath('/profile')}>{t('wizard-follow-profile-link')}</a>,
            },
          )}
        </p>
      )}
      <p>
        <a href={sitePath('/')}>{t('wizard-return-home')}</a>
      </p>
      {state.dialogOpen && (
        <SuccessDialog
          reference={state.reference}
          awaitingConfirmation={state.awaitingConfirmation}
          onClose={onDialogClosed}
        />
      )}
    </div>
  );
}
