// One field for a code, the GOV.UK way (label, hint, the message under the field, a summary
// above), shared by setting up two-step verification (the app's first code) and passing it (a code
// from the app or a recovery code). The service's refusal of the code is the field's message; any
// other refusal (too many codes: 429) is the form's notice.
import { useState } from 'react';
import { ErrorSummary } from '../forms/ErrorSummary';
import { refusal } from '../forms/refusal';
import { ServiceAlert } from '../forms/ServiceAlert';
import { TextField } from '../forms/TextField';
import { useSubmit } from '../forms/useSubmit';
import { collect } from '../validation';
import { t } from './messages';

const FIELDS = ['code'] as const;

interface CodeFormProps {
  label: string;
  hint: string;
  button: string;
  busyButton: string;
  /** The form's own check of what was typed: a message, or null when it may be sent. */
  check: (code: string) => string | null;
  /** Sends the code; throws the service's refusal. */
  send: (code: string) => Promise<void>;
  /** A refusal for want of a session or a role (401, 403): the gate looks again. */
  onLost: (error: unknown) => void;
}

/** The code as typed, without the spaces an app shows in it ("287 082"). */
export const typedCode = (code: string): string => code.replace(/\s+/g, '');

/** A six-digit code, as the app shows it (setting up, and new recovery codes, take no recovery code). */
export function appCodeProblem(code: string): string | null {
  if (code === '') return t('two-step-app-code-missing');
  return /^\d{6}$/.test(code) ? null : t('two-step-app-code-invalid');
}

export function CodeForm({ label, hint, button, busyButton, check, send, onLost }: CodeFormProps) {
  const [code, setCode] = useState('');
  const form = useSubmit({
    fields: FIELDS,
    validate: () => collect({ code: check(typedCode(code)) }),
    send: () => send(typedCode(code)),
    describe: (error) => refusal(error, onLost),
    focusNotice: true,
  });
  return (
    <form className="two-step-code-form" noValidate onSubmit={form.submit}>
      <ServiceAlert form={form} />
      <ErrorSummary errors={form.errors} order={FIELDS} headingLevel={3} />
      <TextField
        {...form.bind('code', code, setCode)}
        label={label}
        hint={hint}
        input={{
          autoComplete: 'one-time-code',
          spellCheck: false,
          autoCapitalize: 'none',
          className: 'two-step-code-form__input',
        }}
      />
      <button className="btn btn--primary" type="submit" aria-disabled={form.busy || undefined}>
        {form.busy ? busyButton : button}
      </button>
    </form>
  );
}
