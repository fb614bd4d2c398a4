import { useEffect, useRef } from 'react';
import { api } from '../../lib/api';
import { emailExample } from '../../lib/forms/descriptions';
import { TextField } from '../../lib/forms/TextField';
import { useSubmit } from '../../lib/forms/useSubmit';
import { rich } from '../../lib/messages/rich';
import { sitePath } from '../../lib/paths';
import { collect, emailError } from '../../lib/validation';
import { forgotFailure } from './failures';
import { t } from './messages';
import { StepHeading } from './StepHeading';
import { StepIntro } from './StepIntro';
import { StepSubmit } from './StepSubmit';

interface ForgotFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** The service accepted the request for this address. */
  onSent: (email: string) => void;
  focusOnMount: boolean;
}

/** The e-mail field and its button; asks the service to mail a code. Every message goes under the field. */
export function ForgotForm({ email, onEmailChange, onSent, focusOnMount }: ForgotFormProps) {
  const input = useRef<HTMLInputElement>(null);
  const form = useSubmit({
    fields: ['email'],
    validate: () => collect({ email: emailError(email) }),
    send: async () => {
      await api.forgotPassword(email.trim());
      onSent(email.trim());
    },
    describe: (failure) => ({ message: '', fieldErrors: { email: forgotFailure(failure) } }),
  });

  useEffect(() => {
    if (focusOnMount) input.current?.focus();
  }, [focusOnMount]);

  return (
    <form className="recovery-form" noValidate onSubmit={form.submit}>
      <StepHeading>{t('recovery-forgot-heading')}</StepHeading>
      <StepIntro>
        {rich(
          t,
          'recovery-forgot-intro',
          {},
          { link: <a href={sitePath('/login')}>{t('recovery-return-to-login')}</a> },
        )}
      </StepIntro>
      <TextField
        ref={input}
        {...form.bind('email', email, onEmailChange)}
        label={t('recovery-email')}
        hint={`${t('recovery-email-hint')} ${emailExample()}`}
        input={{ type: 'email', autoComplete: 'email', spellCheck: false }}
      />
      <StepSubmit busy={form.busy} text={t('recovery-send-code')} busyText={t('recovery-sending')} />
    </form>
  );
}
