// What a refusal from the service shows on the staff workspace's forms and the two-step ones. The
// messages for fields go under the fields, with the error summary saying there is a problem (not
// also the service's general "Please correct the highlighted fields."); any other refusal is the
// form's notice. A refusal for want of a session (401: nothing to show, the gate asks to sign in)
// or of access (403) is handed to the caller's `lost`, which looks again.
import { ApiError } from '../api';
import { unexpectedMessage } from './failure';
import type { Shown } from './useSubmit';

export function refusal(error: unknown, lost: (error: unknown) => void): Shown | null {
  const failure = error instanceof ApiError ? error : new ApiError(0, unexpectedMessage());
  lost(failure);
  if (failure.status === 401) return null;
  const fieldErrors = failure.fieldErrors;
  return { message: Object.keys(fieldErrors).length > 0 ? '' : failure.message, fieldErrors };
}
