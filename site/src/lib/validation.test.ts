// The browser's rules against the table of cases the forms service's tests also read
// (forms-api/tests/validation-cases.json), so the two rule sets cannot drift apart.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { otpError } from './accountRules';
import { isCommonPassword } from './commonPasswords';
import { confirmationError, newPasswordError, strengthLabel, strengthScore } from './passwordRules';
import { emailError } from './validation';

interface Cases {
  strength: { password: string; score: number; label: string }[];
  email: { value: string; error: string | null }[];
  newPassword: { value: string; error: string | null }[];
  confirmation: { password: string; confirmation: string; error: string | null }[];
  otp: { code: string; error: string | null }[];
  commonPassword: { password: string; common: boolean }[];
}

const tablePath = resolve(import.meta.dirname, '../../../forms-api/tests/validation-cases.json');
const cases = JSON.parse(readFileSync(tablePath, 'utf8')) as Cases;
/** The service's list of common passwords, one a line. */
const commonList = new Set(
  readFileSync(resolve(import.meta.dirname, '../../../contract/common-passwords.txt'), 'utf8').split('\n'),
);

/** Test names show invisible characters and long values legibly. */
function shown(value: string): string {
  const escaped = JSON.stringify(value).replace(
    /[\p{M}\p{C}\u00a0]/gu,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  const length = [...value].length;
  return length > 40 ? `${escaped.slice(0, 24)}…" (${length} characters)` : escaped;
}

describe('the shared table of validation cases', () => {
  it('has cases in every section', () => {
    for (const section of Object.values(cases)) expect(section.length).toBeGreaterThan(0);
  });
});

describe('password strength (spec section 5: one point each for 8+, 12+, upper case, digit, symbol)', () => {
  it.each(cases.strength.map((c) => [shown(c.password), c] as const))('%s scores as the table says', (_, c) => {
    expect(strengthScore(c.password)).toBe(c.score);
    expect(strengthLabel(c.score)).toBe(c.label);
  });

  it('labels every score: 0-1 Weak, 2-3 Moderate, 4 Strong, 5 Very Strong', () => {
    expect([0, 1, 2, 3, 4, 5].map(strengthLabel)).toEqual([
      'Weak',
      'Weak',
      'Moderate',
      'Moderate',
      'Strong',
      'Very Strong',
    ]);
  });
});

describe('email rules', () => {
  it.each(cases.email.map((c) => [shown(c.value), c] as const))('%s', (_, c) => {
    expect(emailError(c.value)).toBe(c.error);
  });
});

describe('new password rules (sign-up and reset)', () => {
  it.each(cases.newPassword.map((c) => [shown(c.value), c] as const))('%s', (_, c) => {
    expect(newPasswordError(c.value)).toBe(c.error);
  });
});

describe('common passwords, whole or with a few digits or symbols at their ends', () => {
  it.each(cases.commonPassword.map((c) => [shown(c.password), c] as const))('%s', (_, c) => {
    expect(isCommonPassword(c.password, commonList)).toBe(c.common);
  });
});

describe('password confirmation', () => {
  it.each(cases.confirmation.map((c) => [`${shown(c.password)} confirmed by ${shown(c.confirmation)}`, c] as const))(
    '%s',
    (_, c) => {
      expect(confirmationError(c.password, c.confirmation)).toBe(c.error);
    },
  );
});

describe('one-time code', () => {
  it.each(cases.otp.map((c) => [shown(c.code), c] as const))('%s', (_, c) => {
    expect(otpError(c.code)).toBe(c.error);
  });
});
