// Every e-mail field of the site (sign-in, sign-up, forgot password, a new confirmation link, the
// membership application) shows what a valid address looks like, in its hint, read with the field:
// 'Email is invalid' (the spec's words) then comes with an example beside it (WCAG 3.3.3).

import { render, screen } from '@testing-library/react';
import { createElement, type ReactElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { service } from '../lib/testing/service';
import { ResendForm } from './ConfirmEmail/ResendForm';
import { LoginForm } from './LoginForm/LoginForm';
import { MembershipWizard } from './MembershipWizard/MembershipWizard';
import { loadAllSteps, RecoveryRoutes } from './PasswordRecovery/RecoveryRoutes';
import { StaticRouter } from './PasswordRecovery/router';
import { SignupForm } from './SignupForm/SignupForm';

const EXAMPLE = 'For example, name@example.org';

const FORMS: [string, string, () => ReactElement][] = [
  ['sign-in', 'Email', () => createElement(LoginForm)],
  ['sign-up', 'Email', () => createElement(SignupForm)],
  [
    'forgot password',
    'Email address',
    () => createElement(StaticRouter, { basename: '/', location: '/forgot-password/' }, createElement(RecoveryRoutes)),
  ],
  ['a new confirmation link', 'Email', () => createElement(ResendForm)],
  ['membership application', 'Email address', () => createElement(MembershipWizard)],
];

// The recovery steps are chunks of their own, which a page loads before it draws.
beforeAll(loadAllSteps);

describe('every e-mail field shows an example of a valid address', () => {
  it.each(FORMS)('%s', (_, label, form) => {
    service({});
    render(form());
    const field = screen.getByLabelText(label);
    const hint = document.getElementById('email-hint');
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain('email-hint');
    expect(hint?.textContent?.endsWith(EXAMPLE)).toBe(true);
  });
});
