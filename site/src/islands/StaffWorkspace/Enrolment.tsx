// Setting up two-step verification, the first time a staff member opens the workspace: a new secret
// from the service, shown as a QR code for an authenticator app and as text to type into one; the
// app's first code confirms it, and the service answers the ten recovery codes, shown once.
import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api';
import { appCodeProblem, CodeForm } from './CodeForm';
import { Heading } from './Heading';
import { LoadFailure } from './LoadFailure';
import { RecoveryCodes } from './RecoveryCodes';
import { type StaffStatus, staffApi } from './staffApi';

type Setup = Awaited<ReturnType<typeof staffApi.beginSetup>>;
type Enrolled = Awaited<ReturnType<typeof staffApi.confirmSetup>>;

interface EnrolmentProps {
  status: StaffStatus;
  focus: boolean;
  onLost: (error: unknown) => void;
  /** Set up and passed: on to the workspace. */
  onDone: () => void;
}

/** "JBSWY3DPEHPK3PXP" -> "JBSW Y3DP EHPK 3PXP": easier to read out and type. */
export const grouped = (secret: string): string => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** The QR code's SVG as an image: drawn by the browser as a picture, never as markup in the page. */
export const svgImage = (svg: string): string => `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;

function useSetup(onLost: (error: unknown) => void) {
  const [setup, setSetup] = useState<Setup | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is what retry changes to ask again.
  useEffect(() => {
    let current = true;
    setFailure(null);
    staffApi.beginSetup().then(
      (answer) => current && setSetup(answer),
      (error: unknown) => {
        if (!current) return;
        setFailure(error instanceof ApiError ? error.message : String(error));
        onLost(error);
      },
    );
    return () => {
      current = false;
    };
  }, [attempt, onLost]);
  return { setup, failure, retry: () => setAttempt((n) => n + 1) };
}

export function Enrolment({ status, focus, onLost, onDone }: EnrolmentProps) {
  const { setup, failure, retry } = useSetup(onLost);
  const [enrolled, setEnrolled] = useState<Enrolled | null>(null);
  if (enrolled) return <RecoveryCodes codes={enrolled.recoveryCodes} message={enrolled.message} onContinue={onDone} />;
  return (
    <section className="staff-gate" aria-labelledby="enrol-heading">
      <Heading focus={focus} id="enrol-heading">
        Set up two-step verification
      </Heading>
      <p>
        The staff workspace holds applicants' personal details, so it asks for a code from an authenticator app on your
        phone as well as your password. Any app that makes time-based codes will do. You set it up once.
      </p>
      {failure && <LoadFailure message={`We could not start the set-up. ${failure}`} retry={retry} />}
      {!setup && !failure && <p role="status">Preparing your set-up...</p>}
      {setup && (
        <ol className="staff-steps">
          <li>
            <p>Open your authenticator app and add an account by scanning this QR code.</p>
            <img
              className="staff-qr"
              src={svgImage(setup.qrSvg)}
              width={200}
              height={200}
              alt={`QR code that sets up your authenticator app for ${status.user.email}`}
            />
            <p>
              If you cannot scan it, enter this key in the app instead (the spaces do not matter):{' '}
              <code className="staff-secret">{grouped(setup.secret)}</code>
            </p>
            <p>
              On the phone that has the app? <a href={setup.uri}>Open the set-up in your authenticator app</a>.
            </p>
          </li>
          <li>
            <p>Enter the 6-digit code the app now shows for IAAII.</p>
            <CodeForm
              label="Code from your authenticator app"
              hint="The 6 digits, for example 123456."
              button="Confirm the code"
              busyButton="Checking the code..."
              check={appCodeProblem}
              send={async (code) => setEnrolled(await staffApi.confirmSetup(code))}
              onLost={onLost}
            />
          </li>
        </ol>
      )}
    </section>
  );
}
