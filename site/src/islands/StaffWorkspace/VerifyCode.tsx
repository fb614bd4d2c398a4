// Passing two-step verification in this session: a code from the authenticator app, or one of the
// recovery codes if the phone is not at hand. The service accepts each code once and refuses more
// than five wrong ones in fifteen minutes (429, with its sentence).
import { CodeForm } from './CodeForm';
import { Heading } from './Heading';
import { type StaffStatus, staffApi } from './staffApi';

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
        Enter the code your authenticator app shows for IAAII ({status.user.email}). Without your phone, enter one of
        your recovery codes instead: each works once.
      </p>
      <CodeForm
        label="Verification code"
        hint="6 digits from the app, or a recovery code such as k7m2p-x9f4q."
        button="Continue"
        busyButton="Checking the code..."
        check={(code) => (code === '' ? 'Enter the code from your authenticator app, or a recovery code' : null)}
        send={async (code) => {
          await staffApi.verify(code);
          onPassed();
        }}
        onLost={onLost}
      />
    </section>
  );
}
