// "Two-step verification" in Account Settings: off unless the member turns it on, with an
// authenticator app, a passkey, or both; then a new sign-in asks for a code or the passkey too.
// The section lists what is set up, adds and removes passkeys, renews the recovery codes and
// turns it off (members only: staff keep theirs).
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api';
import { Notice } from '../../lib/forms/Notice';
import { AppSetup } from '../../lib/twoStep/AppSetup';
import { PasskeyAdd } from '../../lib/twoStep/PasskeyAdd';
import { RecoveryCodeList } from '../../lib/twoStep/RecoveryCodeList';
import { RenewCodesForm } from '../../lib/twoStep/RenewCodesForm';
import { type TwoStepStatus, twoStepApi } from '../../lib/twoStep/twoStepApi';
import { PasskeyList } from './PasskeyList';
import { TurnOffForm } from './TurnOffForm';

type Mode = 'overview' | 'app' | 'passkey' | 'renew' | 'off';

interface Shown {
  message: string;
  codes?: readonly string[];
}

function useTwoStepStatus(onSignedOut: () => void) {
  const [status, setStatus] = useState<TwoStepStatus | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const load = useCallback(() => {
    twoStepApi.status().then(setStatus, (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) onSignedOut();
      else setFailure(error instanceof ApiError ? error.message : String(error));
    });
  }, [onSignedOut]);
  useEffect(load, [load]);
  return { status, failure, load };
}

export function TwoStepSettings({ email, onSignedOut }: { email: string; onSignedOut: () => void }) {
  const { status, failure, load } = useTwoStepStatus(onSignedOut);
  const [mode, setMode] = useState<Mode>('overview');
  const [shown, setShown] = useState<Shown | null>(null);
  // Stable, so AppSetup does not ask for a new secret each time this section draws again.
  const lost = useCallback(
    (error: unknown) => error instanceof ApiError && error.status === 401 && onSignedOut(),
    [onSignedOut],
  );
  const done = (message: string, codes?: readonly string[]) => {
    setShown({ message, codes });
    setMode('overview');
    load();
  };

  const on = !!status && (status.authenticatorApp || status.passkeys.length > 0);
  return (
    <section className="account-section" aria-labelledby="two-step-heading">
      <h2 id="two-step-heading">Two-step verification</h2>
      <p>
        With two-step verification, signing in needs a second step after your password: a code from an authenticator app
        on your phone, or a passkey on your device. Someone who learns your password still cannot sign in.
      </p>
      {failure && <Notice tone="error">{failure}</Notice>}
      {shown && (
        <Notice tone="success" takeFocus>
          <p>{shown.message}</p>
        </Notice>
      )}
      {shown?.codes && (
        <>
          <p>
            Keep these recovery codes somewhere safe, such as a password manager: each signs you in once without your
            phone or passkey. They are shown only now.
          </p>
          <RecoveryCodeList codes={shown.codes} fileName="iaaii-recovery-codes.txt" />
        </>
      )}
      {!status && !failure && <p role="status">Checking your two-step verification...</p>}
      {status && mode === 'overview' && (
        <>
          <p>
            <strong>{on ? 'Two-step verification is on.' : 'Two-step verification is off.'}</strong>
            {on &&
              ` You have ${status.recoveryCodesLeft} recovery ${status.recoveryCodesLeft === 1 ? 'code' : 'codes'} left.`}
          </p>
          {status.authenticatorApp && <p>An authenticator app is set up.</p>}
          <PasskeyList passkeys={status.passkeys} required={status.required} onLost={lost} onRemoved={(m) => done(m)} />
          <p className="two-step-actions">
            {!status.authenticatorApp && (
              <button className="btn btn--ghost" type="button" onClick={() => pick('app')}>
                Set up an authenticator app
              </button>
            )}
            <button className="btn btn--ghost" type="button" onClick={() => pick('passkey')}>
              Add a passkey
            </button>
            {status.authenticatorApp && (
              <button className="btn btn--ghost" type="button" onClick={() => pick('renew')}>
                Get new recovery codes
              </button>
            )}
            {on && !status.required && (
              <button className="btn btn--ghost" type="button" onClick={() => pick('off')}>
                Turn off two-step verification
              </button>
            )}
          </p>
        </>
      )}
      {mode === 'app' && (
        <>
          <h3>Set up an authenticator app</h3>
          <AppSetup
            email={email}
            onLost={lost}
            onEnrolled={(enrolled) => done(enrolled.message, enrolled.recoveryCodes)}
          />
          <CancelButton onCancel={() => setMode('overview')} />
        </>
      )}
      {mode === 'passkey' && (
        <>
          <h3>Add a passkey</h3>
          <p>Your browser will ask for this device's fingerprint, face or screen lock, or for a security key.</p>
          <PasskeyAdd onLost={lost} onAdded={(added) => done(added.message, added.recoveryCodes)} />
          <CancelButton onCancel={() => setMode('overview')} />
        </>
      )}
      {mode === 'renew' && (
        <>
          <h3>Get new recovery codes</h3>
          <p>Your earlier recovery codes will stop working.</p>
          <RenewCodesForm onLost={lost} onRenewed={(renewed) => done(renewed.message, renewed.recoveryCodes)} />
          <CancelButton onCancel={() => setMode('overview')} />
        </>
      )}
      {mode === 'off' && (
        <>
          <h3>Turn off two-step verification</h3>
          <TurnOffForm
            onSignedOut={onSignedOut}
            onDone={(message) => done(message)}
            onCancel={() => setMode('overview')}
          />
        </>
      )}
    </section>
  );

  function pick(next: Mode) {
    setShown(null);
    setMode(next);
  }
}

function CancelButton({ onCancel }: { onCancel: () => void }) {
  return (
    <p>
      <button className="btn btn--ghost" type="button" onClick={onCancel}>
        Cancel
      </button>
    </p>
  );
}
