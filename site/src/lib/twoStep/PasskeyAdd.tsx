// Adding a passkey: a name to tell it by, then the browser makes one for the service's options
// (fingerprint, face, screen lock or a security key, as the device offers). The account's first
// second factor comes with recovery codes, which the caller shows.
import { useState } from 'react';
import { ErrorSummary } from '../forms/ErrorSummary';
import { refusal } from '../forms/refusal';
import { ServiceAlert } from '../forms/ServiceAlert';
import { TextField } from '../forms/TextField';
import { useSubmit } from '../forms/useSubmit';
import { collect } from '../validation';
import { t } from './messages';
import { type PasskeyAdded, twoStepApi } from './twoStepApi';
import { CANCELLED, createPasskey, passkeysSupported } from './webauthn';

const FIELDS = ['name'] as const;

interface PasskeyAddProps {
  onLost: (error: unknown) => void;
  onAdded: (added: PasskeyAdded) => void;
}

/** The browser's refusal (cancelled, timed out) as the form's sentence; the service's as usual. */
function describe(error: unknown, onLost: (error: unknown) => void) {
  if (error instanceof DOMException || (error instanceof Error && error.message === CANCELLED)) {
    return { message: t('two-step-passkey-not-used-adding'), fieldErrors: {} };
  }
  return refusal(error, onLost);
}

export function PasskeyAdd({ onLost, onAdded }: PasskeyAddProps) {
  const [name, setName] = useState('');
  const form = useSubmit({
    fields: FIELDS,
    validate: () => collect({ name: name.trim() === '' ? t('two-step-passkey-name-missing') : null }),
    send: async () => {
      const options = await twoStepApi.passkeyCreationOptions();
      const credential = await createPasskey(options.publicKey as Record<string, unknown>);
      onAdded(await twoStepApi.addPasskey(name.trim(), credential));
    },
    describe: (error) => describe(error, onLost),
    focusNotice: true,
  });
  if (!passkeysSupported()) {
    return <p>{t('two-step-passkey-unsupported')}</p>;
  }
  return (
    <form className="two-step-code-form" noValidate onSubmit={form.submit}>
      <ServiceAlert form={form} />
      <ErrorSummary errors={form.errors} order={FIELDS} headingLevel={3} />
      <TextField
        {...form.bind('name', name, setName)}
        label={t('two-step-passkey-name-label')}
        hint={t('two-step-passkey-name-hint')}
        input={{ autoComplete: 'off', maxLength: 100 }}
      />
      <button className="btn btn--primary" type="submit" aria-disabled={form.busy || undefined}>
        {form.busy ? t('two-step-passkey-waiting') : t('two-step-passkey-add')}
      </button>
    </form>
  );
}
