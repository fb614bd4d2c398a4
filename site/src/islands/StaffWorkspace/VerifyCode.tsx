// Passing two-step verification in this session, for a staff member who signed in elsewhere than
// the sign-in form (or whose session was reset): a code from the authenticator app, a recovery
// code, or a passkey.
import { SecondStep } from '../../lib/twoStep/SecondStep';
import { Heading } from './Heading';
import type { StaffStatus } from './staffApi';

interface VerifyCodeProps {
  status: StaffStatus;
  focus: boolean;
  onLost: (error: unknown) => void;
  onPassed: () => void;
}

export function VerifyCode({ status, focus, onLost, onPassed }: VerifyCodeProps) {
  return (
    <section className="staff-gate" aria-labelledby="verify-heading">
      <Heading focus={focus} id="verify-heading">
        Enter your verification code
      </Heading>
      <p>
        Enter the code your authenticator app shows for IAAII ({status.user.email}), or use your passkey. Without them,
        enter one of your recovery codes instead: each works once.
      </p>
      <SecondStep
        authenticatorApp={status.authenticatorApp}
        passkey={status.passkeys > 0}
        onLost={onLost}
        onPassed={onPassed}
      />
    </section>
  );
}
