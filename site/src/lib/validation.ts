// The validation rules of spec section 5 every form shares: e-mail addresses, required and trimmed
// text, and the table of errors. The forms service applies the same rules (forms-api/src/rules.rs);
// both test suites read one table of cases (forms-api/tests/validation-cases.json) so the two
// cannot drift apart. The messages are the `rule-` ones of locales/<lang>/forms.ftl, which the
// service reads too; in English they are the spec's words, and they are written in the page's
// language when a function is called. The rules of passwords (passwordRules.ts) and of the account
// forms (accountRules.ts) are modules of their own, so a page loads the messages of the rules it
// uses only.

import { t } from './messages/forms';

export type Errors = Record<string, string>;

// The spec's simple shape (`^[^\s@]+@[^\s@]+\.[^\s@]+$`), narrowed to what the mail transport
// takes, as the service checks it (is_email in forms-api/src/rules.rs): atoms joined by single
// dots before the @ (no quoted local part), then two labels or more of letters, digits and inner
// hyphens (no address literal, no trailing dot).
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const EMAIL_SHAPE = new RegExp(`^${ATOM}(?:\\.${ATOM})*@${LABEL}(?:\\.${LABEL})+$`);
const LOCAL_MAX = 64;

/** 'Email is required' / 'Email is invalid' / null when fine. */
export function emailError(value: string): string | null {
  const email = trimmed(value);
  if (email === '') return t('rule-email-required');
  const local = email.slice(0, email.indexOf('@'));
  if (!EMAIL_SHAPE.test(email) || email.length > 254 || local.length > LOCAL_MAX) return t('rule-email-invalid');
  return null;
}

/**
 * The value without the white space at its ends, as the service trims it (Rust's str::trim: the
 * Unicode White_Space property), which differs from String.prototype.trim on U+0085 and U+FEFF.
 */
export function trimmed(value: string): string {
  return value.replace(/^\p{White_Space}+|\p{White_Space}+$/gu, '');
}

/** The length the service counts: Unicode characters (not UTF-16 units) once trimmed. */
export const textLength = (value: string): number => [...trimmed(value)].length;

export function required(value: string, message: string): string | null {
  return trimmed(value) === '' ? message : null;
}

/** Keep only the fields that have a message. */
export function collect(checks: Record<string, string | null>): Errors {
  return Object.fromEntries(Object.entries(checks).filter((entry): entry is [string, string] => entry[1] !== null));
}
