// Setting up an authenticator app: a new secret from the service, shown as a QR code and as text
// to type into the app; the app's first code confirms it, and the service answers the recovery
// codes, which the caller shows once. Used by the staff workspace and Account Settings.
import { useEffect, useState } from 'react';
import { ApiError } from '../api';
import { appCodeProblem, CodeForm } from './CodeForm';
import { type FactorEnrolled, twoStepApi } from './twoStepApi';

type Setup = Awaited<ReturnType<typeof twoStepApi.beginSetup>>;

interface AppSetupProps {
  email: string;
  /** A refusal for want of a session or access: the caller looks again. */
  onLost: (error: unknown) => void;
  onEnrolled: (enrolled: FactorEnrolled) => void;
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
    twoStepApi.beginSetup().then(
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

export function AppSetup({ email, onLost, onEnrolled }: AppSetupProps) {
  const { setup, failure, retry } = useSetup(onLost);
  if (failure) {
    return (
      <div className="two-step-failure" role="alert">
        <p>We could not start the set-up. {failure}</p>
        <button className="btn btn--ghost" type="button" onClick={retry}>
          Try again
        </button>
      </div>
    );
  }
  if (!setup) return <p role="status">Preparing your set-up...</p>;
  return (
    <ol className="two-step-steps">
      <li>
        <p>Open your authenticator app and add an account by scanning this QR code.</p>
        <img
          className="two-step-qr"
          src={svgImage(setup.qrSvg)}
          width={200}
          height={200}
          alt={`QR code that sets up your authenticator app for ${email}`}
        />
        <p>
          If you cannot scan it, enter this key in the app instead (the spaces do not matter):{' '}
          <code className="two-step-secret">{grouped(setup.secret)}</code>
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
          send={async (code) => onEnrolled(await twoStepApi.confirmSetup(code))}
          onLost={onLost}
        />
      </li>
    </ol>
  );
}
