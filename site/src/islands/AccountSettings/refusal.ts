// What a refusal from the service shows on this page's forms: its sentence and field messages,
// or, when the session has ended meanwhile (401), nothing: the page shows it is signed out instead.
import { ApiError } from '../../lib/api';
import type { Shown } from '../../lib/forms/useSubmit';

export function refusal(error: unknown, onSignedOut: () => void): Shown | null {
  const failure = error instanceof ApiError ? error : new ApiError(0, String(error));
  if (failure.status === 401) {
    onSignedOut();
    return null;
  }
  return { message: failure.message, fieldErrors: failure.fieldErrors };
}
