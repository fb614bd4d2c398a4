import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openStep } from './testing';

describe('recovery: the address the code went to', () => {
  it('is shown as typed, an accented domain included, not in the form the browser sends', () => {
    openStep('/otp-verification/', { email: 'ada@xn--exmple-cua.org' });
    expect(screen.getByText('ada@exämple.org')).toBeTruthy();
    expect(screen.queryByText('ada@xn--exmple-cua.org')).toBeNull();
  });
});
