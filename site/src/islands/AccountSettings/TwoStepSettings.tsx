// "Two-step verification" in Account Settings: off unless the member turns it on, with an
// authenticator app, a passkey, or both; then a new sign-in asks for a code or the passkey too.
// The section lists what is set up, adds and removes passkeys, renews the recovery codes and
// turns it off (members only: staff keep theirs).
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api';
import { Notice } from '../../lib/forms/Notice';
import { AppSetup } from '../../lib/twoStep/AppSetup';
import { IdentityPrompt } from '../../lib/twoStep/IdentityPrompt';
import { t as twoStepText } from '../../lib/twoStep/messages';
import { PasskeyAdd } from '../../lib/twoStep/PasskeyAdd';
import { RecoveryCodeList } from '../../lib/twoStep/RecoveryCodeList';
import { RenewCodesForm } from '../../lib/twoStep/RenewCodesForm';
import { type TwoStepStatus, twoStepApi } from '../../lib/twoStep/twoStepApi';
import { t } from './messages';
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
  // Focus follows the section's changes (WCAG 2.4.3): to the heading of what opens, and back to
  // the button that opened it when it is cancelled.
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const cancelledFrom = useRef<Mode | null>(null);
  useEffect(() => {
    if (mode !== 'overview') {
      heading.current?.focus();
      return;
    }
    const from = cancelledFrom.current;
    cancelledFrom.current = null;
    if (from) section.current?.querySelector<HTMLElement>(`[data-opens="${from}"]`)?.focus();
  }, [mode]);
  const cancel = () => {
    cancelledFrom.current = mode;
    setMode('overview');
  };
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
    <section ref={section} className="account-section" aria-labelledby="two-step-heading">
      <IdentityPrompt />
      <h2 id="two-step-heading">{t('settings-two-step-heading')}</h2>
      <p>{t('settings-two-step-explained')}</p>
      {failure && <Notice tone="error">{failure}</Notice>}
      {shown && (
        <Notice tone="success" takeFocus>
          <p>{shown.message}</p>
        </Notice>
      )}
      {shown?.codes && (
        <>
          <p>{t('settings-two-step-keep-codes')}</p>
          <RecoveryCodeList codes={shown.codes} fileName="iaaii-recovery-codes.txt" />
        </>
      )}
      {!status && !failure && <p role="status">{t('settings-two-step-checking')}</p>}
      {status && mode === 'overview' && (
        <>
          <p>
            <strong>{on ? t('settings-two-step-on') : t('settings-two-step-off')}</strong>
            {on && ` ${t('settings-two-step-codes-left', { count: status.recoveryCodesLeft })}`}
          </p>
          {status.authenticatorApp && <p>{t('settings-two-step-app-set-up')}</p>}
          <PasskeyList passkeys={status.passkeys} required={status.required} onLost={lost} onRemoved={(m) => done(m)} />
          <p className="two-step-actions">
            {!status.authenticatorApp && (
              <button className="btn btn--ghost" type="button" data-opens="app" onClick={() => pick('app')}>
                {t('settings-two-step-set-up-app')}
              </button>
            )}
            {status.passkeysAvailable && (
              <button className="btn btn--ghost" type="button" data-opens="passkey" onClick={() => pick('passkey')}>
                {t('settings-two-step-add-passkey')}
              </button>
            )}
            {status.authenticatorApp && (
              <button className="btn btn--ghost" type="button" data-opens="renew" onClick={() => pick('renew')}>
                {t('settings-two-step-renew')}
              </button>
            )}
            {on && !status.required && (
              <button className="btn btn--ghost" type="button" data-opens="off" onClick={() => pick('off')}>
                {t('settings-two-step-turn-off')}
              </button>
            )}
          </p>
          {!status.passkeysAvailable && <p>{twoStepText('two-step-passkey-no-domain')}</p>}
        </>
      )}
      {mode === 'app' && (
        <>
          <h3 ref={heading} tabIndex={-1}>
            {t('settings-two-step-app-heading')}
          </h3>
          <AppSetup
            email={email}
            onLost={lost}
            onEnrolled={(enrolled) => done(enrolled.message, enrolled.recoveryCodes)}
          />
          <CancelButton onCancel={cancel} />
        </>
      )}
      {mode === 'passkey' && (
        <>
          <h3 ref={heading} tabIndex={-1}>
            {t('settings-two-step-passkey-heading')}
          </h3>
          <p>{t('settings-two-step-passkey-explained')}</p>
          <PasskeyAdd onLost={lost} onAdded={(added) => done(added.message, added.recoveryCodes)} />
          <CancelButton onCancel={cancel} />
        </>
      )}
      {mode === 'renew' && (
        <>
          <h3 ref={heading} tabIndex={-1}>
            {t('settings-two-step-renew-heading')}
          </h3>
          <p>{t('settings-two-step-renew-explained')}</p>
          <RenewCodesForm onLost={lost} onRenewed={(renewed) => done(renewed.message, renewed.recoveryCodes)} />
          <CancelButton onCancel={cancel} />
        </>
      )}
      {mode === 'off' && (
        <>
          <h3 ref={heading} tabIndex={-1}>
            {t('settings-two-step-off-heading')}
          </h3>
          <TurnOffForm onSignedOut={onSignedOut} onDone={(message) => done(message)} onCancel={cancel} />
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
        {t('settings-cancel')}
      </button>
    </p>
  );
}
