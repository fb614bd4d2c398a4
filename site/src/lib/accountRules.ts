// The rules of the account forms of spec section 5: sign-up, sign-in and the one-time code, built
// on the shared rules (validation.ts) and the password rules (passwordRules.ts).

import { t } from './messages/forms';
import { confirmationError, newPasswordError } from './passwordRules';
import { collect, type Errors, emailError, required } from './validation';

export const OTP_LENGTH = 6;

export interface SignupForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  agreeTerms: boolean;
}

export function validateSignup(form: SignupForm): Errors {
  return collect({
    firstName: required(form.firstName, t('rule-first-name-required')),
    lastName: required(form.lastName, t('rule-last-name-required')),
    email: emailError(form.email),
    password: newPasswordError(form.password),
    confirmPassword: confirmationError(form.password, form.confirmPassword),
    agreeTerms: form.agreeTerms ? null : t('rule-agree-terms'),
  });
}

export function validateLogin(email: string, password: string): Errors {
  return collect({ email: emailError(email), password: password === '' ? t('rule-password-required') : null });
}

/** 'Please enter a valid 6-digit OTP' unless the code is exactly six digits. */
export function otpError(code: string): string | null {
  return /^[0-9]{6}$/.test(code) ? null : t('rule-otp-invalid', { digits: OTP_LENGTH });
}
