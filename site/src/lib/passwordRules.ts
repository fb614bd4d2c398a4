// The password rules of spec section 5 (validation.ts has the shared ones): the checklist of
// requirements, the strength score and its points, and the messages for a new password and its
// confirmation, as the service applies them (forms-api/src/rules.rs).

import { commonVerdict } from './commonPasswords';
import { t } from './messages/forms';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const STRENGTH_THRESHOLD = 3;

const length = (password: string): number => [...password].length;

/**
 * The five ways a password scores a point (spec section 5), in the order the checklist shows
 * them. Unicode's Uppercase and Alphabetic properties: the same classes as Rust's
 * char::is_uppercase and char::is_alphanumeric on the service. `key` stays the same in every
 * language; `label()` is what the checklist shows, in the page's language.
 */
export const STRENGTH_POINTS: readonly { key: string; label: () => string; earned: (password: string) => boolean }[] = [
  {
    key: 'length-8',
    label: () => t('rule-point-length', { count: 8 }),
    earned: (password) => length(password) >= 8,
  },
  {
    key: 'length-12',
    label: () => t('rule-point-length', { count: 12 }),
    earned: (password) => length(password) >= 12,
  },
  { key: 'upper', label: () => t('rule-point-upper'), earned: (password) => /\p{Uppercase}/u.test(password) },
  { key: 'digit', label: () => t('rule-point-digit'), earned: (password) => /[0-9]/.test(password) },
  {
    key: 'symbol',
    label: () => t('rule-point-symbol'),
    earned: (password) => /[^\p{Alphabetic}\p{N}]/u.test(password),
  },
];

/** One point for each of STRENGTH_POINTS the password earns. */
export function strengthScore(password: string): number {
  return STRENGTH_POINTS.filter((point) => point.earned(password)).length;
}

/** The spec's names of the strengths, used as keys; strengthName() is what a page shows. */
export type StrengthLabel = 'Weak' | 'Moderate' | 'Strong' | 'Very Strong';

/** 0-1 Weak, 2-3 Moderate, 4 Strong, 5 Very Strong. */
export function strengthLabel(score: number): StrengthLabel {
  if (score <= 1) return 'Weak';
  if (score <= 3) return 'Moderate';
  if (score === 4) return 'Strong';
  return 'Very Strong';
}

const STRENGTH_NAMES: Record<StrengthLabel, string> = {
  Weak: 'rule-strength-weak',
  Moderate: 'rule-strength-moderate',
  Strong: 'rule-strength-strong',
  'Very Strong': 'rule-strength-very-strong',
};

/** A strength as the page's language says it ('Very Strong' in English). */
export function strengthName(strength: StrengthLabel): string {
  return t(STRENGTH_NAMES[strength]);
}

/**
 * Where a password stands on one requirement; the common-password list may still be loading
 * ('checking') or have failed to load ('unchecked'), and then only the service can tell.
 */
export type RequirementStatus = 'met' | 'unmet' | 'checking' | 'unchecked';

export interface PasswordRequirement {
  /** Which requirement it is, the same in every language (the id of its label's message). */
  key: string;
  label: string;
  status: RequirementStatus;
  /** What the form says when this requirement is the first one not met. */
  message: string;
}

export interface PasswordCheck {
  /** What the form requires, in the order it checks them; the limit of 128 only once passed. */
  requirements: PasswordRequirement[];
  /** The five ways to score, each earned or not. */
  points: { key: string; label: string; earned: boolean }[];
  score: number;
  strength: StrengthLabel;
  /** On the list of common passwords (false too while the list is not known). */
  common: boolean;
}

const metIf = (met: boolean): RequirementStatus => (met ? 'met' : 'unmet');

/** Not on the service's list of common passwords, as far as the browser knows yet (commonPasswords.ts). */
function uncommon(password: string): RequirementStatus {
  if (password === '') return 'unmet';
  const verdict = commonVerdict(password);
  if (verdict === 'common' || verdict === 'uncommon') return metIf(verdict === 'uncommon');
  return verdict;
}

/**
 * The new password's checklist (sign-up, reset, account settings), which is also the rule: the
 * form refuses a password exactly when a requirement listed is not met. While the list of common
 * passwords is loading (or if it could not load), that one is left to the service.
 */
export function checkPassword(password: string): PasswordCheck {
  const score = strengthScore(password);
  const requirements: PasswordRequirement[] = [
    {
      key: 'rule-requirement-min-length',
      label: t('rule-requirement-min-length', { min: PASSWORD_MIN }),
      status: metIf(length(password) >= PASSWORD_MIN),
      message: t('rule-password-too-short', { min: PASSWORD_MIN }),
    },
  ];
  if (length(password) > PASSWORD_MAX) {
    requirements.push({
      key: 'rule-requirement-max-length',
      label: t('rule-requirement-max-length', { max: PASSWORD_MAX }),
      status: 'unmet',
      message: t('rule-password-too-long', { max: PASSWORD_MAX }),
    });
  }
  requirements.push(
    {
      key: 'rule-requirement-strength',
      label: t('rule-requirement-strength', { threshold: STRENGTH_THRESHOLD, points: STRENGTH_POINTS.length }),
      status: metIf(score >= STRENGTH_THRESHOLD),
      message: t('rule-password-weak'),
    },
    {
      key: 'rule-requirement-uncommon',
      // A number: "5,000" in English, "5 000" in French.
      label: t('rule-requirement-uncommon', { count: 5000 }),
      status: uncommon(password),
      // The service's words for a common password (forms-api/src/rules.rs).
      message: t('rule-password-weak'),
    },
  );
  return {
    requirements,
    points: STRENGTH_POINTS.map((point) => ({ key: point.key, label: point.label(), earned: point.earned(password) })),
    score,
    strength: strengthLabel(score),
    common: password !== '' && commonVerdict(password) === 'common',
  };
}

/**
 * The sign-up and reset rules for a new password: the first requirement of the checklist not
 * met. A common password is refused once the list has loaded (the checklist starts loading it);
 * before that, the service's own check answers with the same words.
 */
export function newPasswordError(password: string): string | null {
  if (password === '') return t('rule-password-required');
  return checkPassword(password).requirements.find((requirement) => requirement.status === 'unmet')?.message ?? null;
}

export function confirmationError(password: string, confirmation: string): string | null {
  if (confirmation === '') return t('rule-confirm-required');
  if (confirmation !== password) return t('rule-confirm-mismatch');
  return null;
}
