// Setting up two-step verification, the first time a staff member opens the workspace: an
// authenticator app (QR code, then its first code), or a passkey on this device. Either answers
// the ten recovery codes, shown once.
import { useState } from 'react';
import { AppSetup } from '../../lib/twoStep/AppSetup';
import { PasskeyAdd } from '../../lib/twoStep/PasskeyAdd';
import { Heading } from './Heading';
import { RecoveryCodes } from './RecoveryCodes';
import type { StaffStatus } from './staffApi';

interface EnrolmentProps {
  status: StaffStatus;
  focus: boolean;
  onLost: (error: unknown) => void;
  /** Set up and passed: on to the workspace. */
  onDone: () => void;
}

interface Enrolled {
  message: string;
  recoveryCodes?: string[];
}

export function Enrolment({ status, focus, onLost, onDone }: EnrolmentProps) {
  const [enrolled, setEnrolled] = useState<Enrolled | null>(null);
  if (enrolled?.recoveryCodes) {
    return <RecoveryCodes codes={enrolled.recoveryCodes} message={enrolled.message} onContinue={onDone} />;
  }
  return (
    <section className="staff-gate" aria-labelledby="enrol-heading">
      <Heading focus={focus} id="enrol-heading">
        Set up two-step verification
      </Heading>
      <p>
        The staff workspace holds applicants' personal details, so it asks for a second step as well as your password: a
        code from an authenticator app on your phone, or a passkey on this device. You set it up once.
      </p>
      <h3>With an authenticator app</h3>
      <p>Any app that makes time-based codes will do.</p>
      <AppSetup email={status.user.email} onLost={onLost} onEnrolled={setEnrolled} />
      {status.passkeysAvailable && (
        <>
          <h3>Or with a passkey</h3>
          <p>
            A passkey uses this device's fingerprint, face or screen lock, or a security key. It works only on this site
            and cannot be phished.
          </p>
          <PasskeyAdd onLost={onLost} onAdded={(added) => (added.recoveryCodes ? setEnrolled(added) : onDone())} />
        </>
      )}
    </section>
  );
}
