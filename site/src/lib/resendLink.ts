// Asking the service for a new confirmation link, shared by the sign-in form (after a 403 for an
// unconfirmed address) and /confirm-email (after a link that failed). The service answers the same
// for any address; what differs is where each form shows a failure: a problem with the address
// goes under its Email field, anything else (a wait after too many tries, no connection) in a
// notice.
import { api } from './api';
import { describeFailure } from './forms/failure';
import { emailError } from './validation';

export type ResendOutcome =
  | { kind: 'sent'; message: string }
  | { kind: 'invalid-email'; message: string }
  | { kind: 'failed'; message: string };

export async function resendLink(email: string): Promise<ResendOutcome> {
  // The same rule as the service's, so a mistyped address costs no request.
  const invalid = emailError(email);
  if (invalid) return { kind: 'invalid-email', message: invalid };
  try {
    const { message } = await api.resendConfirmation(email.trim());
    return { kind: 'sent', message };
  } catch (error) {
    const failure = describeFailure(error);
    if (failure.fieldErrors.email) return { kind: 'invalid-email', message: failure.fieldErrors.email };
    return { kind: 'failed', message: failure.message };
  }
}
