// The rules for a form's free answers (lengths, control characters, choices, phone numbers),
// as the service applies them to an application (forms-api/src/rules.rs). Apart from
// validation.ts, which every form loads, so that only the application's page carries them. Their
// messages are in the application's catalog (MembershipWizard.ftl), the only form that uses them.
import { t } from '../islands/MembershipWizard/messages';
import { required, trimmed } from './validation';

/**
 * The service's limits on a form's answers (contract::limits in Rust, handed to the islands as the
 * page's `data:limits` prop).
 */
export interface Limits {
  /** A one-line text field. */
  textMax: number;
  /** A text area. */
  longTextMax: number;
  maxYearsInAcademia: number;
}

/**
 * A text within `max` characters (null: the limit is not known here, the service still checks it)
 * and without control characters: a tab is fine, a line break only in a text area (`multiline`).
 * Nor invisible format characters (Unicode category Cf: direction overrides, zero-width spaces),
 * which make the staff read other text than was sent; a text area keeps the zero width non-joiner
 * and joiner (U+200C, U+200D), which Persian, Hindi and emoji sequences need.
 */
export function textError(value: string, max: number | null, multiline: boolean): string | null {
  const text = trimmed(value);
  if (max !== null && [...text].length > max) return t('wizard-text-too-long', { max }); // '2,000' in English, as the service and the count write it
  const control = multiline ? /[^\P{Cc}\t\n]/u : /[^\P{Cc}\t]/u;
  if (control.test(text)) return t('wizard-text-control-characters');
  const format = multiline ? /[^\P{Cf}\u200c\u200d]/u : /\p{Cf}/u;
  return format.test(text) ? t('wizard-text-format-characters') : null;
}

/** A required text: `missing` when empty, else textError. */
export function requiredText(value: string, missing: string, max: number | null, multiline = false): string | null {
  return required(value, missing) ?? textError(value, max, multiline);
}

/**
 * A required choice among `allowed` (trimmed, compared exactly); an empty list, as on a page whose
 * data did not arrive, leaves the check to the service.
 */
export function choiceError(value: string, allowed: readonly string[], missing: string): string | null {
  const choice = trimmed(value);
  if (choice === '') return missing;
  return allowed.length === 0 || allowed.includes(choice) ? null : t('wizard-choice-not-listed', { missing });
}

/** Digits 0-9 with the usual separators (space + - ( ) .), 6 to 20 digits in all. */
export function isPhoneNumber(value: string): boolean {
  const text = trimmed(value);
  const digits = text.replace(/[^0-9]/g, '').length;
  return digits >= 6 && digits <= 20 && /^[0-9 +\-().]*$/.test(text);
}
