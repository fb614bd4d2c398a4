// The second step of signing in: a code from the authenticator app or a recovery code, or the
// account's passkey. Used by the sign-in form and by the staff workspace for a session that has
// not passed yet. The service accepts each code once and refuses more than five wrong ones in
// fifteen minutes (429, with its sentence).
import { useState } from 'react';
import { refusal } from '../forms/refusal';
import { ServiceAlert } from '../forms/ServiceAlert';
import { useSubmit } from '../forms/useSubmit';
import { CodeForm } from './CodeForm';
import { t } from './messages';
import { twoStepApi } from './twoStepApi';
import { CANCELLED, passkeysSupported, signWithPasskey } from './webauthn';

interface SecondStepProps {
  /** The ways the account has. */
  authenticatorApp: boolean;
  passkey: boolean;
  /** The session being signed in with, when it is not stored yet. */
  token?: string;
  rememberMe?: boolean;
  onLost: (error: unknown) => void;
  onPassed: () => void;
}

function PasskeyButton({ token, rememberMe, onLost, onPassed }: Omit<SecondStepProps, 'authenticatorApp' | 'passkey'>) {
  const form = useSubmit({
    fields: [],
    send: async () => {
      const options = await twoStepApi.passkeyRequestOptions(token);
      const credential = await signWithPasskey(options.publicKey as Record<string, unknown>);
      await twoStepApi.passkeySignIn(credential, rememberMe, token);
      onPassed();
    },
    describe: (error) =>
      error instanceof DOMException || (error instanceof Error && error.message === CANCELLED)
        ? { message: t('two-step-passkey-not-used'), fieldErrors: {} }
        : refusal(error, onLost),
    focusNotice: true,
    staysBusy: true,
  });
  return (
    <form className="two-step-passkey" noValidate onSubmit={form.submit}>
      <ServiceAlert form={form} />
      <button className="btn btn--primary" type="submit" aria-disabled={form.busy || undefined}>
        {form.busy ? t('two-step-passkey-waiting') : t('two-step-passkey-use')}
      </button>
    </form>
  );
}

export function SecondStep({ authenticatorApp, passkey, token, rememberMe, onLost, onPassed }: SecondStepProps) {
  const [typing, setTyping] = useState(!passkey);
  const canUsePasskey = passkey && passkeysSupported();
  return (
    <>
      {canUsePasskey && <PasskeyButton token={token} rememberMe={rememberMe} onLost={onLost} onPassed={onPassed} />}
      {canUsePasskey && !typing ? (
        <p>
          <button className="btn btn--ghost" type="button" onClick={() => setTyping(true)}>
            {authenticatorApp ? t('two-step-enter-code-instead') : t('two-step-enter-recovery-code-instead')}
          </button>
        </p>
      ) : (
        <CodeForm
          label={t('two-step-code-label')}
          hint={authenticatorApp ? t('two-step-code-hint-app') : t('two-step-code-hint-recovery')}
          button={t('two-step-continue')}
          busyButton={t('two-step-checking-code')}
          check={(code) => (code === '' ? t('two-step-code-missing') : null)}
          send={async (code) => {
            await twoStepApi.verify(code, rememberMe, token);
            onPassed();
          }}
          onLost={onLost}
        />
      )}
    </>
  );
}
