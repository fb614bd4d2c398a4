// The sign-in form's second step, for an account with two-step verification: the password was
// right, and the session counts as signed in once a code or a passkey has passed. Should the
// session end meanwhile (401), the visitor starts again from the password.
import { useLayoutEffect, useRef } from 'react';
import { ApiError, type LoginResponse } from '../../lib/api';
import { SecondStep } from '../../lib/twoStep/SecondStep';
import '../../lib/twoStep/twoStep.css';
import { t } from './messages';

interface SecondStepFormProps {
  login: LoginResponse;
  rememberMe: boolean;
  onPassed: () => void;
  /** The session has ended before the second step: back to the password. */
  onExpired: () => void;
}

export function SecondStepForm({ login, rememberMe, onPassed, onExpired }: SecondStepFormProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => heading.current?.focus(), []);
  const ways = login.secondFactor ?? { authenticatorApp: true, passkey: false };
  return (
    <section className="account-form" aria-labelledby="second-step-heading">
      <h2 id="second-step-heading" ref={heading} tabIndex={-1}>
        {t('login-second-step-title')}
      </h2>
      <p>
        {t(
          ways.passkey && ways.authenticatorApp
            ? 'login-second-step-both'
            : ways.passkey
              ? 'login-second-step-passkey'
              : 'login-second-step-app',
        )}
      </p>
      <SecondStep
        authenticatorApp={ways.authenticatorApp}
        passkey={ways.passkey}
        token={login.accessToken}
        rememberMe={rememberMe}
        onLost={(error) => error instanceof ApiError && error.status === 401 && onExpired()}
        onPassed={onPassed}
      />
    </section>
  );
}
