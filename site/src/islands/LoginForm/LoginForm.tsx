// The sign-in form of /login (spec sections 2, 3 and 5): e-mail, password with Show/Hide and
// remember me. On success the four values are stored (remember me: across browser restarts;
// otherwise for this session) and the visitor returns to the page that sent them here (lib/returnTo),
// or goes to the home page. A failure is said on the
// form and keeps everything typed. After a sign-up it says to check the inbox for the link that
// confirms the address; until that link is opened the service refuses the right password (403),
// and the form offers to send a new link. A member already signed in is told so instead. An
// account with two-step verification is asked for its second step (SecondStep) before anything
// is stored: only then is the session signed in, on the service and on the page.
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { ApiError, api, type LoginResponse } from '../../lib/api';
import { CheckboxField } from '../../lib/forms/CheckboxField';
import { emailExample } from '../../lib/forms/descriptions';
import { ErrorSummary } from '../../lib/forms/ErrorSummary';
import { Notice } from '../../lib/forms/Notice';
import { PasswordField } from '../../lib/forms/PasswordField';
import { SignedInAs } from '../../lib/forms/SignedInAs';
import { SubmitButton } from '../../lib/forms/SubmitButton';
import { TextField } from '../../lib/forms/TextField';
import { useSubmit } from '../../lib/forms/useSubmit';
import { inLanguage } from '../../lib/messages/catalog';
// The second step's styles, loaded with the page: its code comes later (see below).
import '../../lib/twoStep/twoStep.css';
import { validateLogin } from '../../lib/accountRules';
import { goTo, sitePath } from '../../lib/paths';
import { takeReturn, withReturn } from '../../lib/returnTo';
import { saveSession } from '../../lib/session';
import { takeSignupNotice } from '../../lib/signupNotice';
import { useNext } from '../../lib/useNext';
import { useSignedIn } from '../../lib/useSignedIn';
import { t } from './messages';
import { ResendLink } from './ResendLink';

// The second step, which only accounts with two-step verification see, comes when it is asked for
// (3.4 KB gzipped with its code, passkey and messages), not with every sign-in page.
const SecondStepForm = lazy(() =>
  inLanguage(import('./SecondStepForm')).then((module) => ({ default: module.SecondStepForm })),
);

const FIELDS = ['email', 'password'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

/**
 * The service's answer to the sign-up just before (check the inbox of this address), which also
 * fills in the address. Storage is read after the first render, so the HTML built ahead of time is
 * the same for all.
 */
function useSignupNotice(fillEmail: (email: string) => void) {
  const [inboxNotice, setInboxNotice] = useState<string | null>(null);
  useEffect(() => {
    const notice = takeSignupNotice();
    if (notice) {
      fillEmail(notice.email);
      setInboxNotice(notice.message);
    }
  }, [fillEmail]);
  return { inboxNotice, clearInboxNotice: () => setInboxNotice(null) };
}

/**
 * Signing in: the service's answer, and whether it refused the address and password. The service
 * answers a right password of an address not confirmed yet exactly as a wrong one (so that no one
 * learns who has an account) and mails that address a new link; the form offers one too.
 */
function useLogin(values: Values, rememberMe: boolean, onStart: () => void) {
  const [unconfirmed, setUnconfirmed] = useState(false);
  const [secondStep, setSecondStep] = useState<LoginResponse | null>(null);
  const form = useSubmit({
    fields: FIELDS,
    onStart: () => {
      onStart();
      setUnconfirmed(false);
    },
    validate: () => validateLogin(values.email, values.password),
    send: async () => {
      let answer: LoginResponse;
      try {
        answer = await api.login(values.email, values.password, rememberMe);
      } catch (error) {
        setUnconfirmed(error instanceof ApiError && error.status === 401);
        throw error;
      }
      if (answer.secondFactor) {
        setSecondStep(answer);
        return;
      }
      saveSession(answer, rememberMe);
      goTo(takeReturn(window.location.search));
    },
    staysBusy: true,
  });
  return { form, unconfirmed, secondStep };
}

export function LoginForm() {
  const [values, setValues] = useState<Values>({ email: '', password: '' });
  const [rememberMe, setRememberMe] = useState(false);
  const fillEmail = useCallback((email: string) => setValues((current) => ({ ...current, email })), []);
  const { inboxNotice, clearInboxNotice } = useSignupNotice(fillEmail);
  const { form, unconfirmed, secondStep } = useLogin(values, rememberMe, clearInboxNotice);
  const signedIn = useSignedIn();
  const next = useNext();

  function edit(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    form.clearError(field);
  }

  // A member already signed in is told who they are, with the ways on, instead of the form.
  if (signedIn.state === 'signed-in') return <SignedInAs name={signedIn.name} email={signedIn.email} page="/login" />;
  if (secondStep) {
    return (
      <Suspense fallback={null}>
        <SecondStepForm
          login={secondStep}
          rememberMe={rememberMe}
          onPassed={() => {
            saveSession(secondStep, rememberMe);
            goTo(takeReturn(window.location.search));
          }}
          onExpired={() => goTo(`/login${window.location.search}`)}
        />
      </Suspense>
    );
  }

  return (
    // method="post": should the form be sent before its script runs, nothing lands in the address.
    <form className="account-form" method="post" noValidate aria-busy={form.busy} onSubmit={form.submit}>
      {form.notice && <Notice tone="error">{form.notice}</Notice>}
      {unconfirmed && <ResendLink email={values.email} onInvalidEmail={(email) => form.showErrors({ email })} />}
      {inboxNotice && (
        <Notice tone="success" takeFocus>
          {inboxNotice}
        </Notice>
      )}
      <ErrorSummary errors={form.errors} order={FIELDS} />
      <TextField
        id="email"
        label={t('login-email')}
        hint={emailExample()}
        value={values.email}
        onChange={(value) => edit('email', value)}
        error={form.errors.email}
        input={{ type: 'email', autoComplete: 'email', autoCapitalize: 'none', spellCheck: false }}
      />
      <PasswordField
        id="password"
        label={t('login-password')}
        autoComplete="current-password"
        value={values.password}
        onChange={(value) => edit('password', value)}
        error={form.errors.password}
      />
      <p className="account-form__aside">
        <a href={sitePath('/forgot-password')}>{t('login-forgot-password')}</a>
      </p>
      <CheckboxField
        id="rememberMe"
        label={t('login-remember-me')}
        hint={t('login-remember-me-hint')}
        checked={rememberMe}
        onChange={setRememberMe}
      />
      <SubmitButton busy={form.busy} busyText={t('login-submit-busy')} text={t('login-submit')} />
      <p className="account-form__switch">
        {t('login-no-account')} <a href={withReturn('/signup', next ?? '/')}>{t('login-sign-up')}</a>
      </p>
    </form>
  );
}
