// The checklist shown under every new password (sign-up, reset, account settings) against the
// rule the forms enforce, on every password of the table the service's tests also read
// (forms-api/tests/validation-cases.json): it marks everything met exactly when the form accepts
// the password, so it never marks as unmet what the form accepts, nor the other way round.

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { cleanup, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { byId, present } from '../testing/dom';
import { checkPassword, newPasswordError, strengthScore } from '../validation';
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
      expect(container.querySelector('[aria-live="polite"]')?.textContent).toBe(`Score: ${score} of 5 (${label})`);
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
    const points = [...container.querySelectorAll('li')].slice(2);
    expect(points.map((item) => item.className)).toEqual(['is-met', 'is-open', 'is-open', 'is-met', 'is-met']);
  });

  it('shows the limit of 128 characters only once it is passed', () => {
    expect(requirementsShown('Zq8-'.padEnd(129, 'x')).map((r) => r.label)).toContain('No more than 128 characters');
    cleanup();
    expect(requirementsShown('Zq8-'.padEnd(128, 'x')).map((r) => r.label)).not.toContain('No more than 128 characters');
  });
});
