// The registration form of /signup (spec sections 2, 3 and 5): name, e-mail, a password with the
// live checklist of what it needs (its score is the spec's strength meter), its confirmation and
// the terms. The rules are the shared ones; the service
// checks again and its messages (a common password, say) appear under their fields. The service
// answers the same for an address that already has an account, so that no one learns who has
// one: it mails a link to confirm a new address, or tells the owner of an existing one. On
// success the visitor goes to /login, which says to check that inbox and has the address filled in.
// A member already signed in is told so instead, and pointed to the membership application.
import { useState, type FormEvent } from 'react';
import { api } from '../../lib/api';
import { CheckboxField } from '../../lib/forms/CheckboxField';
import { ErrorSummary } from '../../lib/forms/ErrorSummary';
import { describeFailure } from '../../lib/forms/failure';
import { Notice } from '../../lib/forms/Notice';
import { SignedInAs } from '../../lib/forms/SignedInAs';
import { PasswordChecklist } from '../../lib/forms/PasswordChecklist';
import { PasswordField } from '../../lib/forms/PasswordField';
import { TextField } from '../../lib/forms/TextField';
import { useFocusFirstError } from '../../lib/forms/useFocusFirstError';
import { without } from '../../lib/forms/without';
import { goTo, sitePath } from '../../lib/paths';
import { useSignedIn } from '../../lib/useSignedIn';
import { rememberSignupNotice } from '../../lib/signupNotice';
import { validateSignup, type Errors, type SignupForm as Values } from '../../lib/validation';

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmPassword', 'agreeTerms'] as const;
type Field = (typeof FIELDS)[number];

const EMPTY: Values = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', agreeTerms: false };

export function SignupForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const signedIn = useSignedIn();
  const focusFirstError = useFocusFirstError(FIELDS);

  function edit<F extends Field>(field: F, value: Values[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => without(current, field));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    // Removed first, so the same message is announced again after another failure.
    setProblem(null);
    const found = validateSignup(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    setBusy(true);
    try {
      const { message } = await api.signup(values);
      rememberSignupNotice({ email: values.email.trim(), message });
      goTo('/login');
      // Stays busy while the next page loads, so a second press creates nothing.
    } catch (error) {
      const failure = describeFailure(error);
      setProblem(failure.message);
      setErrors(failure.fieldErrors);
      focusFirstError(failure.fieldErrors);
      setBusy(false);
    }
  }

  const text = (field: 'firstName' | 'lastName' | 'email') => ({
    id: field,
    value: values[field],
    onChange: (value: string) => edit(field, value),
    error: errors[field],
  });

  // A member already signed in is told who they are, with the ways on, instead of the form.
  if (signedIn.state === 'signed-in') return <SignedInAs name={signedIn.name} email={signedIn.email} page="/signup" />;

  return (
    // method="post": should the form be sent before its script runs, nothing lands in the address.
    <form className="account-form" method="post" noValidate aria-busy={busy} onSubmit={submit}>
      {problem && <Notice tone="error">{problem}</Notice>}
      <ErrorSummary errors={errors} order={FIELDS} />
      <TextField {...text('firstName')} label="First name" input={{ autoComplete: 'given-name', spellCheck: false }} />
      <TextField {...text('lastName')} label="Last name" input={{ autoComplete: 'family-name', spellCheck: false }} />
      <TextField
        {...text('email')}
        label="Email"
        input={{ type: 'email', autoComplete: 'email', autoCapitalize: 'none', spellCheck: false }}
      />
      <PasswordField
        id="password"
        label="Password"
        autoComplete="new-password"
        value={values.password}
        onChange={(value) => edit('password', value)}
        error={errors.password}
        below={<PasswordChecklist id="password-checklist" password={values.password} />}
        belowId="password-checklist"
      />
      <PasswordField
        id="confirmPassword"
        label="Confirm password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(value) => edit('confirmPassword', value)}
        error={errors.confirmPassword}
      />
      <CheckboxField
        id="agreeTerms"
        label={
          <>
            I agree to the{' '}
            {/* A new tab, so reading the terms does not lose what has been typed here. */}
            <a href={sitePath('/terms')} target="_blank" rel="noopener">
              terms and conditions (opens in new tab)
            </a>
          </>
        }
        checked={values.agreeTerms}
        onChange={(checked) => edit('agreeTerms', checked)}
        error={errors.agreeTerms}
      />
      <button className="btn btn--primary btn--lg account-form__submit" type="submit" aria-disabled={busy || undefined}>
        {busy ? 'Creating account...' : 'Create account'}
      </button>
      <p className="account-form__switch">
        Already have an account? <a href={sitePath('/login')}>Log in</a>
      </p>
    </form>
  );
}
