import { describe, expect, it } from 'vitest';
import { shortenIds } from './shortIds';

const codes = new Map([
  ['login-email', '1'],
  ['login-resend', '2'],
  ['login-resend-busy', '3'],
  ['wizard-step-title', '4'],
  ['application-decided', '5'],
]);

describe('short message ids', () => {
  it('shortens an id where it names a message: a call, a ternary, a value', () => {
    expect(shortenIds("t('login-email')", codes)).toBe("t('1')");
    expect(shortenIds("t(busy ? 'login-resend-busy' : 'login-resend')", codes)).toBe("t(busy ? '3' : '2')");
    expect(shortenIds("const LABELS = { email: 'login-email' };", codes)).toBe("const LABELS = { email: '1' };");
    expect(shortenIds('rich(t, "login-email", {})', codes)).toBe('rich(t, "1", {})');
  });

  it('leaves the same words alone where they are an attribute, a case or a key', () => {
    const code = `<h3 id="wizard-step-title" /><p aria-labelledby= "wizard-step-title" />
switch (kind) { case 'application-decided': break; }
const NAMES = { 'application-decided': 'Application decided' };`;
    expect(shortenIds(code, codes)).toBe(code);
  });

  it('leaves a string that is no message as it is', () => {
    expect(shortenIds("t('no-such-message')", codes)).toBe("t('no-such-message')");
  });
});
