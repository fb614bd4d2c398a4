// What a failed call to the service means for a form: a sentence for the notice and the messages
// for its fields. The client already turns every answer into an ApiError; anything else (a
// browser that refuses storage, say) still gets a sentence a person understands.
import { ApiError, type FieldErrors } from '../api';
import { t } from '../messages/forms';

export interface Failure {
  message: string;
  fieldErrors: FieldErrors;
}

/** 'Something went wrong. Please try again.', in the page's language. */
export const unexpectedMessage = (): string => t('form-unexpected');

/**
 * The English of unexpectedMessage(), for code not converted yet (StaffWorkspace/useStaffData.ts).
 * @deprecated Shows English on every page: use unexpectedMessage().
 */
export const UNEXPECTED_MESSAGE = 'Something went wrong. Please try again.';

export function describeFailure(error: unknown): Failure {
  if (error instanceof ApiError) return { message: error.message, fieldErrors: error.fieldErrors };
  return { message: unexpectedMessage(), fieldErrors: {} };
}
