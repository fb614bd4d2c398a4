// The change-password form's rules: the new password follows the sign-up rules (spec section 5,
// from the shared module); the current-password message and the refusal of the same password
// again are this form's own (the service refuses the same, with the same words: rules.test.ts).

import { confirmationError, newPasswordError } from '../../lib/passwordRules';
import { collect, type Errors } from '../../lib/validation';
import { t } from './messages';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Field order on the page: the first field in error gets the focus. */
export const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
export type Field = (typeof FIELDS)[number];

/** The service's `SAME_PASSWORD` (forms-api/src/api/users.rs): the English of settings-same-password. */
export const SAME_PASSWORD = 'Choose a new password that is different from your current one.';

export function validatePasswordChange(form: PasswordChange): Errors {
  const same = form.newPassword !== '' && form.newPassword === form.currentPassword;
  return collect({
    currentPassword: form.currentPassword === '' ? t('settings-current-password-missing') : null,
    newPassword: newPasswordError(form.newPassword) ?? (same ? t('settings-same-password') : null),
    confirmPassword: confirmationError(form.newPassword, form.confirmPassword),
  });
}
