// What each step says when the service refuses or cannot be reached. The spec's sentences are
// the default; the service's own message is shown where the spec's would mislead (a wait after
// too many tries, a refused address, a network failure that is not a wrong code).
import { ApiError, type FieldErrors } from '../../lib/api';
import { t } from './messages';

const forgotFallback = () => t('recovery-something-went-wrong');
const otpFallback = () => t('recovery-invalid-otp');

/** Shown under the e-mail field of the forgot step (and beside 'Resend code'). */
export function forgotFailure(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 400 && error.fieldErrors.email) return error.fieldErrors.email;
    if (error.status === 429) return error.message;
  }
  return forgotFallback();
}

/**
 * Shown under the code boxes. Only a refused code reads 'Invalid OTP': an outage is not one, nor
 * a code tried in a browser other than the one that asked for it (the service says which).
 */
export function otpFailure(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.fieldErrors.otp) return error.fieldErrors.otp;
    if (error.status === 400 && Object.keys(error.fieldErrors).length === 0) return error.message || otpFallback();
    if (error.status === 429 || error.status === 0 || error.status >= 500) return error.message;
  }
  return otpFallback();
}

export interface ResetFailure {
  /** For the notice at the top of the form. */
  notice: string;
  /** Field name -> message, for the fields the form has. */
  fields: FieldErrors;
  /** The token is missing, expired or used: only a new code helps. */
  startAgain: boolean;
}

export function resetFailure(error: unknown): ResetFailure {
  if (!(error instanceof ApiError)) return { notice: forgotFallback(), fields: {}, startAgain: false };
  const { newPassword, resetToken } = error.fieldErrors;
  return {
    notice: resetToken ?? error.message,
    fields: newPassword ? { newPassword } : {},
    startAgain: error.status === 400 && !newPassword,
  };
}
