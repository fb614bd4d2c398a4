// The wait before a new code can be asked for, then 'Resend code', which asks the service for a
// real new code (it voids the old one) and starts the wait again.
import { useState } from 'react';
import { api } from '../../lib/api';
import { forgotFailure } from './failures';
import { t } from './messages';
import { useCountdown } from './useCountdown';

export const RESEND_SECONDS = 30;

interface ResendCodeProps {
  email: string;
  /** A new code is on its way: the old one no longer works. */
  onResent: () => void;
}

export function ResendCode({ email, onResent }: ResendCodeProps) {
  const { remaining, restart } = useCountdown(RESEND_SECONDS);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function resend() {
    setBusy(true);
    setStatus('');
    setError(null);
    try {
      await api.forgotPassword(email);
      restart();
      setStatus(t('recovery-code-resent'));
      onResent();
    } catch (failure) {
      setError(forgotFailure(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="recovery-resend">
      {remaining > 0 ? (
        // Not a live region: a screen reader would otherwise read every second.
        <p className="recovery-resend__wait">{t('recovery-resend-wait', { seconds: remaining })}</p>
      ) : (
        <button type="button" className="btn btn--ghost" onClick={resend} disabled={busy}>
          {busy ? t('recovery-sending') : t('recovery-resend')}
        </button>
      )}
      {/* Present from the start, so the sentence is announced when it appears. */}
      <p role="status" className="recovery-status">
        {status}
      </p>
      {error && (
        <p role="alert" className="notice recovery-notice--error">
          {error}
        </p>
      )}
    </div>
  );
}
