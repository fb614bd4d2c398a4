// /forgot-password: the e-mail form, then the 'Reset link sent!' confirmation, from which the
// visitor moves on to the code (carrying the e-mail) or goes back to the form to try again.
import { useState } from 'react';
import { ForgotForm } from './ForgotForm';
import { SentConfirmation } from './SentConfirmation';
import { readEmail } from './steps';
import { useNavigationState } from './useNavigationState';

export function ForgotStep() {
  const navigationState = useNavigationState();
  // Prefilled when the OTP step sends the visitor back to use another address.
  const [email, setEmail] = useState(() => readEmail(navigationState) ?? '');
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Set once the visitor comes back from the confirmation: then the form takes focus.
  const [returned, setReturned] = useState(false);

  if (sentTo !== null) {
    return (
      <SentConfirmation
        email={sentTo}
        onTryAgain={() => {
          setReturned(true);
          setSentTo(null);
        }}
      />
    );
  }
  return <ForgotForm email={email} onEmailChange={setEmail} onSent={setSentTo} focusOnMount={returned} />;
}
