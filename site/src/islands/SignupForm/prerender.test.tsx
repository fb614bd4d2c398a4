// @vitest-environment node
// The account forms are drawn to HTML at build time, where there is no window, document or
// storage: rendering must not touch them, and the HTML must already be the whole form.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LoginForm } from '../LoginForm/LoginForm';
import { SignupForm } from './SignupForm';

describe('rendering at build time', () => {
  it('draws the whole sign-in form without a browser', () => {
    const html = renderToString(<LoginForm />);
    for (const part of ['for="email"', 'for="password"', 'for="rememberMe"', 'Forgot password?', '>Sign in</button>']) {
      expect(html).toContain(part);
    }
  });

  it('draws the whole sign-up form, with its password checklist, without a browser', () => {
    const html = renderToString(<SignupForm />);
    for (const part of [
      'for="firstName"',
      'for="lastName"',
      'for="confirmPassword"',
      'for="agreeTerms"',
      'id="password-checklist"',
      '>Create account</button>',
    ]) {
      expect(html).toContain(part);
    }
  });

  it("keeps the space before the terms link in the label's text, so Chromium names the checkbox with it", () => {
    // A space of its own ("the<!-- --> <a") is left out: "I agree to theterms and conditions".
    expect(renderToString(<SignupForm />)).toContain('I agree to the <a href="/terms/"');
  });
});
