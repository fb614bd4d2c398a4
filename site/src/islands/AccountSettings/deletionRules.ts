// The delete-account form's one rule, in the service's words, so the message is the same whichever
// of the two finds the field empty. The field's id is not `currentPassword`: the change-password
// form on the same page has that one; the service's message for it is shown under this field.
import { collect, type Errors } from '../../lib/validation';
import { t } from './messages';

export const PASSWORD_FIELD = 'deleteAccountPassword';
export const DELETION_FIELDS = [PASSWORD_FIELD] as const;

/** The service's words (forms-api/src/api/own_data.rs): the English of settings-delete-password-missing. */
export const PASSWORD_MISSING = 'Enter your current password to delete your account.';

export function validateDeletion(currentPassword: string): Errors {
  return collect({ [PASSWORD_FIELD]: currentPassword === '' ? t('settings-delete-password-missing') : null });
}

/** The service names the field as the request does (`currentPassword`); this form's id is another. */
export function onThisForm(fieldErrors: Errors): Errors {
  const { currentPassword, ...others } = fieldErrors;
  return currentPassword ? { ...others, [PASSWORD_FIELD]: currentPassword } : others;
}
