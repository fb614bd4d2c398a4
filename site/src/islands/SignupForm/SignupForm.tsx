// The registration form of /signup (spec sections 2, 3 and 5): name, e-mail, a password with the
// live checklist of what it needs (its score is the spec's strength meter), its confirmation and
// the terms. The rules are the shared ones; the service
// checks again and its messages (a common password, say) appear under their fields. The service
// answers the same for an address that already has an account, so that no one learns who has
// one: it mails a link to confirm a new address, or tells the owner of an existing one. On
// success the visitor goes to /login, which says to check that inbox and has the address filled in.
// A member already signed in is told so instead, and pointed to the membership application.
import { useState } from 'react';
import { type SignupForm as Values, validateSignup } from '../../lib/accountRules';
import { api } from '../../lib/api';
import { CheckboxField } from '../../lib/forms/CheckboxField';
import { emailExample } from '../../lib/forms/descriptions';
import { ErrorSummary } from '../../lib/forms/ErrorSummary';
import { Notice } from '../../lib/forms/Notice';
import { PasswordChecklist } from '../../lib/forms/PasswordChecklist';
import { PasswordField } from '../../lib/forms/PasswordField';
import { SignedInAs } from '../../lib/forms/SignedInAs';
import { SubmitButton } from '../../lib/forms/SubmitButton';
import { TextField } from '../../lib/forms/TextField';
import { useSubmit } from '../../lib/forms/useSubmit';
import { rich } from '../../lib/messages/rich';
import { goTo, sitePath } from '../../lib/paths';
import { rememberReturn, withReturn } from '../../lib/returnTo';
import { rememberSignupNotice } from '../../lib/signupNotice';
import { useNext } from '../../lib/useNext';
import { useSignedIn } from '../../lib/useSignedIn';
import { t } from './messages';

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmPassword', 'agreeTerms'] as const;
type Field = (typeof FIELDS)[number];

const EMPTY: Values = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', agreeTerms: false };

/**
 * The terms' label: a new tab, so reading the terms does not lose what has been typed here. The
 * space is inside the text (one message, the link in its slot): as a text node of its own (JSX's
 * {' '}) Chromium leaves it out of the checkbox's name ("I agree to theterms").
 */
function AgreeTerms() {
  return rich(
    t,
    'signup-agree-terms',
    {},
    {
      terms: (
        <a href={sitePath('/terms')} target="_blank" rel="noopener">
          {t('signup-terms-link')}
        </a>
      ),
    },
  );
}

export function SignupForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const signedIn = useSignedIn();
  const next = useNext();
  const form = useSubmit({
    fields: FIELDS,
    validate: () => validateSignup(values),
    send: async () => {
      const { message } = await api.signup(values);
      rememberSignupNotice({ email: values.email.trim(), message });
      // Signing in after the address is confirmed returns to where the sign-up started.
      rememberReturn(next);
      goTo('/login');
    },
    // The next page loads: a second press creates nothing.
    staysBusy: true,
  });

  function edit<F extends Field>(field: F, value: Values[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    form.clearError(field);
  }

  const text = (field: 'firstName' | 'lastName' | 'email') => ({
    id: field,
    value: values[field],
    onChange: (value: string) => edit(field, value),
    error: form.errors[field],
  });
  const password = (field: 'password' | 'confirmPassword') => ({
    id: field,
    autoComplete: 'new-password' as const,
    value: values[field],
    onChange: (value: string) => edit(field, value),
    error: form.errors[field],
  });

  // A member already signed in is told who they are, with the ways on, instead of the form.
  if (signedIn.state === 'signed-in') return <SignedInAs name={signedIn.name} email={signedIn.email} page="/signup" />;

  return (
    // method="post": should the form be sent before its script runs, nothing lands in the address.
    <form className="account-form" method="post" noValidate aria-busy={form.busy} onSubmit={form.submit}>
      {form.notice && <Notice tone="error">{form.notice}</Notice>}
      <ErrorSummary errors={form.errors} order={FIELDS} />
      <TextField
        {...text('firstName')}
        label={t('signup-first-name')}
        input={{ autoComplete: 'given-name', spellCheck: false }}
      />
      <TextField
        {...text('lastName')}
        label={t('signup-last-name')}
        input={{ autoComplete: 'family-name', spellCheck: false }}
      />
      <TextField
        {...text('email')}
        label={t('signup-email')}
        hint={emailExample()}
        input={{ type: 'email', autoComplete: 'email', autoCapitalize: 'none', spellCheck: false }}
      />
      <PasswordField
        {...password('password')}
        label={t('signup-password')}
        below={<PasswordChecklist id="password-checklist" password={values.password} />}
        belowId="password-checklist"
      />
      <PasswordField {...password('confirmPassword')} label={t('signup-confirm-password')} />
      <CheckboxField
        id="agreeTerms"
        label={<AgreeTerms />}
        checked={values.agreeTerms}
        onChange={(checked) => edit('agreeTerms', checked)}
        error={form.errors.agreeTerms}
      />
      <SubmitButton busy={form.busy} busyText={t('signup-submit-busy')} text={t('signup-submit')} />
      <p className="account-form__switch">
        {t('signup-have-account')} <a href={withReturn('/login', next ?? '/')}>{t('signup-log-in')}</a>
      </p>
    </form>
  );
}
