// The change-password form's rules: the new password follows the sign-up rules (spec section 5,
// from the shared module); only the current-password message is this form's own.
import { collect, confirmationError, type Errors, newPasswordError } from '../../lib/validation';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Field order on the page: the first field in error gets the focus. */
export const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
export type Field = (typeof FIELDS)[number];

export function validatePasswordChange(form: PasswordChange): Errors {
  return collect({
    currentPassword: form.currentPassword === '' ? 'Current password is required' : null,
    newPassword: newPasswordError(form.newPassword),
    confirmPassword: confirmationError(form.newPassword, form.confirmPassword),
  });
}
