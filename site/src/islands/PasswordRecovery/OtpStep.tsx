// /otp-verification: the six boxes for the code mailed to the address carried from the forgot
// step; a verified code is exchanged for a reset token, carried on to the reset step.
import { type FormEvent, useRef, useState } from 'react';
import { otpError } from '../../lib/accountRules';
import { shownAddress } from '../../lib/addresses';
import { api } from '../../lib/api';
import { rich } from '../../lib/messages/rich';
import { otpFailure } from './failures';
import { MissingState } from './MissingState';
import { t } from './messages';
import { EMPTY_CODE, OtpBoxes } from './OtpBoxes';
import { ResendCode } from './ResendCode';
import { RouteLink } from './RouteLink';
import { useNavigate } from './router';
import { StepHeading } from './StepHeading';
import { StepIntro } from './StepIntro';
import { StepSubmit } from './StepSubmit';
import { type OtpState, type ResetState, ROUTES, readEmail } from './steps';
import { useNavigationState } from './useNavigationState';

export function OtpStep() {
  const email = readEmail(useNavigationState());
  return email ? <OtpForm email={email} /> : <MissingState why={t('recovery-missing-otp')} />;
}

function OtpForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const [digits, setDigits] = useState<readonly string[]>(EMPTY_CODE);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  const focusFirstEmpty = (code: readonly string[]) => {
    const empty = code.indexOf('');
    boxes.current[Math.max(empty, 0)]?.focus();
  };

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const code = digits.join('');
    const problem = otpError(code);
    if (problem) {
      setError(problem);
      focusFirstEmpty(digits);
      return;
    }
    setBusy(true);
    try {
      const { resetToken } = await api.verifyOtp(email, Number(code));
      // The address too, so that 'Request a new code' can fill it in again.
      const state: ResetState = { resetToken, email };
      navigate(ROUTES.reset, { state });
    } catch (failure) {
      // The code stays in the boxes: one mistyped digit is quicker to fix than six.
      setError(otpFailure(failure));
      setBusy(false);
      boxes.current[0]?.focus();
    }
  }

  const back: OtpState = { email };
  return (
    <>
      <form className="recovery-form" noValidate onSubmit={verify}>
        <StepHeading>{t('recovery-otp-heading')}</StepHeading>
        <StepIntro>{t('recovery-otp-intro')}</StepIntro>
        <p>
          {rich(
            t,
            'recovery-otp-sent-to',
            {},
            {
              email: <strong className="recovery-email">{shownAddress(email)}</strong>,
            },
          )}
        </p>
        <OtpBoxes
          digits={digits}
          error={error}
          boxes={boxes}
          onChange={(next) => {
            setDigits(next);
            setError(null);
          }}
        />
        <StepSubmit busy={busy} text={t('recovery-verify')} busyText={t('recovery-verifying')} />
      </form>
      <ResendCode
        email={email}
        onResent={() => {
          setDigits(EMPTY_CODE);
          setError(null);
          boxes.current[0]?.focus();
        }}
      />
      <p>
        {rich(
          t,
          'recovery-not-your-address',
          {},
          {
            link: (
              <RouteLink to={ROUTES.forgot} state={back}>
                {t('recovery-other-address')}
              </RouteLink>
            ),
          },
        )}
      </p>
    </>
  );
}
