// The sign-in form of /login (spec sections 2, 3 and 5): e-mail, password with Show/Hide and
// remember me. On success the four values are stored (remember me: across browser restarts;
// otherwise for this session) and the visitor goes to the home page. A failure is said on the
// form and keeps everything typed. After a sign-up it says to check the inbox for the link that
// confirms the address; until that link is opened the service refuses the right password (403),
// and the form offers to send a new link. A member already signed in is told so instead.
import { useEffect, useState, type FormEvent } from 'react';
import { api, isUnconfirmedAddress } from '../../lib/api';
import { CheckboxField } from '../../lib/forms/CheckboxField';
import { ErrorSummary } from '../../lib/forms/ErrorSummary';
import { describeFailure } from '../../lib/forms/failure';
import { Notice } from '../../lib/forms/Notice';
import { SignedInAs } from '../../lib/forms/SignedInAs';
import { PasswordField } from '../../lib/forms/PasswordField';
import { TextField } from '../../lib/forms/TextField';
import { useFocusFirstError } from '../../lib/forms/useFocusFirstError';
import { without } from '../../lib/forms/without';
import { goTo, sitePath } from '../../lib/paths';
import { useSignedIn } from '../../lib/useSignedIn';
import { saveSession } from '../../lib/session';
import { takeSignupNotice } from '../../lib/signupNotice';
import { validateLogin, type Errors } from '../../lib/validation';
import { ResendLink } from './ResendLink';

const FIELDS = ['email', 'password'] as const;
type Field = (typeof FIELDS)[number];

export function LoginForm() {
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const [rememberMe, setRememberMe] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  // The service's answer to the sign-up just before: check the inbox of this address.
  const [inboxNotice, setInboxNotice] = useState<string | null>(null);
  // The password was right but the address is not confirmed yet: offer a new link.
  const [unconfirmed, setUnconfirmed] = useState(false);
  const [busy, setBusy] = useState(false);
  const signedIn = useSignedIn();
  const focusFirstError = useFocusFirstError(FIELDS);

  // Storage is read after the first render, so the HTML built ahead of time is the same for all.
  useEffect(() => {
    const notice = takeSignupNotice();
    if (notice) {
      setValues((current) => ({ ...current, email: notice.email }));
      setInboxNotice(notice.message);
    }
  }, []);

  function edit(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => without(current, field));
  }

  function showEmailError(message: string) {
    const found = { email: message };
    setErrors(found);
    focusFirstError(found);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    // Removed first, so the same message is announced again after another failure.
    setProblem(null);
    setInboxNotice(null);
    setUnconfirmed(false);
    const found = validateLogin(values.email, values.password);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    setBusy(true);
    try {
      const response = await api.login(values.email, values.password, rememberMe);
      saveSession(response, rememberMe);
      goTo('/');
      // Stays busy while the next page loads, so a second press sends nothing.
    } catch (error) {
      const failure = describeFailure(error);
      setProblem(failure.message);
      setUnconfirmed(isUnconfirmedAddress(error));
      setErrors(failure.fieldErrors);
      focusFirstError(failure.fieldErrors);
      setBusy(false);
    }
  }

  // A member already signed in is told who they are, with the ways on, instead of the form.
  if (signedIn.state === 'signed-in') return <SignedInAs name={signedIn.name} email={signedIn.email} page="/login" />;

  return (
    // method="post": should the form be sent before its script runs, nothing lands in the address.
    <form className="account-form" method="post" noValidate aria-busy={busy} onSubmit={submit}>
      {problem && <Notice tone="error">{problem}</Notice>}
      {unconfirmed && <ResendLink email={values.email} onInvalidEmail={showEmailError} />}
      {inboxNotice && (
        <Notice tone="success" takeFocus>
          {inboxNotice}
        </Notice>
      )}
      <ErrorSummary errors={errors} order={FIELDS} />
      <TextField
        id="email"
        label="Email"
        value={values.email}
        onChange={(value) => edit('email', value)}
        error={errors.email}
        input={{ type: 'email', autoComplete: 'email', autoCapitalize: 'none', spellCheck: false }}
      />
      <PasswordField
        id="password"
        label="Password"
        autoComplete="current-password"
        value={values.password}
        onChange={(value) => edit('password', value)}
        error={errors.password}
      />
      <p className="account-form__aside">
        <a href={sitePath('/forgot-password')}>Forgot password?</a>
      </p>
      <CheckboxField
        id="rememberMe"
        label="Remember me"
        hint="Stay signed in on this device after you close the browser."
        checked={rememberMe}
        onChange={setRememberMe}
      />
      <button className="btn btn--primary btn--lg account-form__submit" type="submit" aria-disabled={busy || undefined}>
        {busy ? 'Logging in...' : 'Log in'}
      </button>
      <p className="account-form__switch">
        Don&apos;t have an account? <a href={sitePath('/signup')}>Sign up</a>
      </p>
    </form>
  );
}
