// Shared by this island's tests: the forms service's answers along the flow, typed by its contract
// (MSW and openapi-msw, lib/testing/), so the real API client is exercised, and a way to open a step
// as if the previous one had navigated to it.
import { render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeAll, vi } from 'vitest';
import type { Answer } from '../../lib/testing/contract';
import type { Sent } from '../../lib/testing/service';
import { loadAllSteps, RecoveryRoutes } from './RecoveryRoutes';
import { BrowserRouter } from './router';

/** A code is mailed (the answer is the same for any address). */
export const CODE_SENT: Answer<'POST /users/forgot-password'> = ({ response }) =>
  response(200).json({ message: 'sent' });
/** The code is right: the token that lets the next step set the password. */
export const CODE_ACCEPTED: Answer<'POST /users/verify-otp'> = ({ response }) =>
  response(200).json({ resetToken: 'token-1' });
/** The new password is set. */
export const PASSWORD_CHANGED: Answer<'POST /users/reset-password'> = ({ response }) =>
  response(200).json({ message: 'Password Changed!' });

/** What was sent: path and JSON body of each request. */
export function sent(requests: Sent[]): { url: string; body: unknown }[] {
  return requests.map(({ url, body }) => ({ url, body: body ?? null }));
}

/** Open a step at `path` (with its fragment, if any), with the navigation state the previous step would pass. */
export function openStep(path: string, state?: unknown) {
  window.history.replaceState({ usr: state ?? null }, '', path);
  return render(createElement(BrowserRouter, { basename: '/' }, createElement(RecoveryRoutes)));
}

afterEach(() => vi.useRealTimers());
// Each step is a chunk of its own, which a page loads before it draws (mountIsland): so do the tests.
beforeAll(loadAllSteps);
