// What each step says when the service refuses or cannot be reached. The spec's sentences are
// the default; the service's own message is shown where the spec's would mislead (a wait after
// too many tries, a refused address, a network failure that is not a wrong code).
import { ApiError, type FieldErrors } from '../../lib/api';

export const FORGOT_FAILURE = 'Something went wrong. Please try again.';
export const OTP_FAILURE = 'Invalid OTP. Please try again.';
export const CODE_RESENT = 'A new code has been sent.';

/** Shown under the e-mail field of the forgot step (and beside 'Resend code'). */
export function forgotFailure(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 400 && error.fieldErrors.email) return error.fieldErrors.email;
    if (error.status === 429) return error.message;
  }
  return FORGOT_FAILURE;
}

/**
 * Shown under the code boxes. Only a refused code reads 'Invalid OTP': an outage is not one, nor
 * a code tried in a browser other than the one that asked for it (the service says which).
 */
export function otpFailure(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.fieldErrors.otp) return error.fieldErrors.otp;
    if (error.status === 400 && Object.keys(error.fieldErrors).length === 0) return error.message || OTP_FAILURE;
    if (error.status === 429 || error.status === 0 || error.status >= 500) return error.message;
  }
  return OTP_FAILURE;
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
  if (!(error instanceof ApiError)) return { notice: FORGOT_FAILURE, fields: {}, startAgain: false };
  const { newPassword, resetToken } = error.fieldErrors;
  return {
    notice: resetToken ?? error.message,
    fields: newPassword ? { newPassword } : {},
    startAgain: error.status === 400 && !newPassword,
  };
}
