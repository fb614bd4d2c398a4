import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SAME_PASSWORD, validatePasswordChange } from './rules';

describe('change-password rules', () => {
  it('refuse the current password as the new one, with the words the service uses', () => {
    const source = readFileSync(resolve(import.meta.dirname, '../../../../forms-api/src/api/users.rs'), 'utf8');
    expect(source).toContain(`pub const SAME_PASSWORD: &str = "${SAME_PASSWORD}";`);
    const errors = validatePasswordChange({
      currentPassword: 'Correct-Horse-9',
      newPassword: 'Correct-Horse-9',
      confirmPassword: 'Correct-Horse-9',
    });
    expect(errors).toEqual({ newPassword: SAME_PASSWORD });
  });

  it('let a different strong password through', () => {
    const change = {
      currentPassword: 'Correct-Horse-9',
      newPassword: 'Battery-Staple-7',
      confirmPassword: 'Battery-Staple-7',
    };
    expect(validatePasswordChange(change)).toEqual({});
  });
});
