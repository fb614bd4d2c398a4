// The checklist shown under every new password (sign-up, reset, account settings) against the
// rule the forms enforce, on every password of the table the service's tests also read
// (forms-api/tests/validation-cases.json): it marks everything met exactly when the form accepts
// the password, so it never marks as unmet what the form accepts, nor the other way round. The
// list of common passwords is loaded first here (PasswordChecklist.loading.test.tsx has the wait).

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { cleanup, render, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isCommonPassword } from '../commonPasswords';
import { loadCommonPasswords } from '../loadCommonPasswords';
import { checkPassword, newPasswordError, strengthScore } from '../passwordRules';
import { byId, present } from '../testing/dom';
import { PasswordChecklist } from './PasswordChecklist';

interface Cases {
  strength: { password: string; score: number; label: string }[];
  newPassword: { value: string; error: string | null }[];
  confirmation: { password: string }[];
}

const cases = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../../forms-api/tests/validation-cases.json'), 'utf8'),
) as Cases;

/** Every password the table has, with the service's verdict where the table gives one. */
const passwords = [
  ...cases.newPassword.map((c) => ({ password: c.value, error: c.error as string | null | undefined })),
  ...cases.strength.map((c) => ({ password: c.password, error: undefined })),
  ...cases.confirmation.map((c) => ({ password: c.password, error: undefined })),
  // The example: no upper-case letter, yet strong enough.
  { password: 'abcdefgh1!', error: null },
];

/** The service's list, read here as the service reads it: one password a line. */
const COMMON = new Set(
  readFileSync(resolve(import.meta.dirname, '../../../../contract/common-passwords.txt'), 'utf8').split('\n'),
);
const COMMON_LABEL = 'Not one of the 5,000 most common passwords';

const shown = (password: string) => {
  const text = JSON.stringify(password);
  return text.length > 30 ? `${text.slice(0, 24)}…" (${[...password].length} characters)` : text;
};

/** The requirements as a screen reader reads them: "<label> met" or "<label> not met". */
function requirementsShown(password: string): { label: string; met: boolean }[] {
  render(<PasswordChecklist id="checklist" password={password} />);
  const items = within(byId('checklist')).getAllByRole('listitem');
  return items.map((item) => {
    const text = item.textContent ?? '';
    const met = text.endsWith(' met') && !text.endsWith(' not met');
    return { label: text.replace(/ (not )?met$/, ''), met };
  });
}

beforeAll(loadCommonPasswords);
afterEach(cleanup);

describe('the checklist agrees with the rule on every password of the shared table', () => {
  it.each(passwords.map((c) => [shown(c.password), c] as const))('%s', (_, { password, error }) => {
    const verdict = newPasswordError(password);
    // Where the table gives the service's verdict, the browser's rule is the same.
    if (error !== undefined) expect(verdict).toBe(error);
    const shownRequirements = requirementsShown(password);
    // Accepted exactly when every requirement on screen is met.
    expect(shownRequirements.every((requirement) => requirement.met)).toBe(verdict === null);
    if (verdict !== null && verdict !== 'Password is required') {
      // The first requirement marked unmet is the one the form's message is about.
      const first = present(shownRequirements.find((requirement) => !requirement.met));
      const requirement = present(checkPassword(password).requirements.find((r) => r.label === first.label));
      expect(requirement.message).toBe(verdict);
    }
  });
});

describe('the score on screen', () => {
  it.each(cases.strength.filter((c) => c.password !== '').map((c) => [shown(c.password), c] as const))(
    '%s scores as the table says, one point marked for each',
    (_, { password, score, label }) => {
      const { container } = render(<PasswordChecklist id="checklist" password={password} />);
      const common = isCommonPassword(password, COMMON)
        ? '. It is one of the most common passwords, which are refused.'
        : '';
      expect(container.querySelector('[aria-live="polite"]')?.textContent).toBe(
        `Score: ${score} of 5 (${label})${common}`,
      );
      expect(container.querySelectorAll('.password-checklist__meter .is-filled')).toHaveLength(score);
      const scored = [...container.querySelectorAll('li')].filter((item) => item.textContent?.endsWith(' scored'));
      expect(scored).toHaveLength(strengthScore(password));
    },
  );

  it('is empty and silent before anything is typed', () => {
    const { container } = render(<PasswordChecklist id="checklist" password="" />);
    expect(container.querySelector('[aria-live="polite"]')?.textContent).toBe('');
    expect(container.querySelectorAll('.is-filled')).toHaveLength(0);
  });
});

describe('what it says', () => {
  it('names what is required and how to get there', () => {
    const { container } = render(<PasswordChecklist id="checklist" password="" />);
    const text = container.textContent ?? '';
    expect(text).toContain('At least 8 characters');
    expect(text).toContain('Strong enough: a score of at least 3 out of 5');
    expect(text).toContain(COMMON_LABEL);
    for (const way of [
      '8 characters or more',
      '12 characters or more',
      'An upper-case letter',
      'A number from 0 to 9',
      'A symbol or a space',
    ]) {
      expect(text).toContain(way);
    }
    expect(text).toContain('Avoid common passwords and words');
  });

  it('never marks a way to score as unmet: a point not scored yet is an open mark, not a cross', () => {
    const { container } = render(<PasswordChecklist id="checklist" password="abcdefgh1!" />);
    const points = [...container.querySelectorAll('.password-checklist > ul li')];
    expect(points.map((item) => item.className)).toEqual(['is-met', 'is-open', 'is-open', 'is-met', 'is-met']);
  });

  it('shows the limit of 128 characters only once it is passed', () => {
    expect(requirementsShown('Zq8-'.padEnd(129, 'x')).map((r) => r.label)).toContain('No more than 128 characters');
    cleanup();
    expect(requirementsShown('Zq8-'.padEnd(128, 'x')).map((r) => r.label)).not.toContain('No more than 128 characters');
  });
});

describe('the most common passwords, which the service refuses however they score', () => {
  const common = (password: string) => present(requirementsShown(password).find((r) => r.label === COMMON_LABEL));

  it.each(['Password1', 'QWERTY123'])('%s: strong enough by its score, but not met, and refused', (password) => {
    expect(strengthScore(password)).toBeGreaterThanOrEqual(3);
    expect(common(password).met).toBe(false);
    expect(newPasswordError(password)).toBe('Please choose a stronger password');
  });

  it('says so in the live score, and keeps the meter short of green', () => {
    const { container } = render(<PasswordChecklist id="checklist" password="Password1" />);
    expect(container.querySelector('[aria-live="polite"]')?.textContent).toBe(
      'Score: 3 of 5 (Moderate). It is one of the most common passwords, which are refused.',
    );
    expect(container.querySelector('.password-checklist__meter')?.className).toContain('meter--common');
  });

  it('a strong password meets it, and is accepted', () => {
    expect(common('Correct-Horse-Battery-42').met).toBe(true);
    expect(newPasswordError('Correct-Horse-Battery-42')).toBeNull();
  });

  it.each(['Password123!', 'Iloveyou1!'])(
    '%s: a common one with digits or symbols added is not met either',
    (password) => {
      expect(common(password).met).toBe(false);
      expect(newPasswordError(password)).toBe('Please choose a stronger password');
    },
  );

  it("is the service's list: every one of its 5,000 lines, in upper case too", () => {
    const lines = [...COMMON].filter((password) => password !== '');
    expect(lines).toHaveLength(5000);
    expect(lines.filter((password) => !checkPassword(password).common)).toEqual([]);
    expect(lines.filter((password) => !checkPassword(password.toUpperCase()).common)).toEqual([]);
    // 10,000 checks: about 2.5 s alone, more beside the rest of the suite on two cores.
  }, 30_000);
});
