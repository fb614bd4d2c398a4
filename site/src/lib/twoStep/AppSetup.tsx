// Setting up an authenticator app: a new secret from the service, shown as a QR code and as text
// to type into the app; the app's first code confirms it, and the service answers the recovery
// codes, which the caller shows once. Used by the staff workspace and Account Settings.
import { useEffect, useState } from 'react';
import { ApiError } from '../api';
import { rich } from '../messages/rich';
import { appCodeProblem, CodeForm } from './CodeForm';
import { t } from './messages';
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
        <p>{t('two-step-setup-failed', { reason: failure })}</p>
        <button className="btn btn--ghost" type="button" onClick={retry}>
          {t('two-step-try-again')}
        </button>
      </div>
    );
  }
  if (!setup) return <p role="status">{t('two-step-setup-preparing')}</p>;
  return (
    <ol className="two-step-steps">
      <li>
        <p>{t('two-step-setup-scan')}</p>
        <img
          className="two-step-qr"
          src={svgImage(setup.qrSvg)}
          width={200}
          height={200}
          alt={t('two-step-setup-qr-alt', { email })}
        />
        <p>
          {rich(
            t,
            'two-step-setup-key',
            {},
            {
              key: <code className="two-step-secret">{grouped(setup.secret)}</code>,
            },
          )}
        </p>
        <p>
          {rich(
            t,
            'two-step-setup-open-app',
            {},
            {
              link: <a href={setup.uri}>{t('two-step-setup-open-app-link')}</a>,
            },
          )}
        </p>
      </li>
      <li>
        <p>{t('two-step-setup-enter-code')}</p>
        <CodeForm
          label={t('two-step-app-code-label')}
          hint={t('two-step-setup-code-hint')}
          button={t('two-step-setup-confirm')}
          busyButton={t('two-step-checking-code')}
          check={appCodeProblem}
          send={async (code) => onEnrolled(await twoStepApi.confirmSetup(code))}
          onLost={onLost}
        />
      </li>
    </ol>
  );
}
