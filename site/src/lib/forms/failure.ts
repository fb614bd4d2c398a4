// What a failed call to the service means for a form: a sentence for the notice and the messages
// for its fields. The client already turns every answer into an ApiError; anything else (a
// browser that refuses storage, say) still gets a sentence a person understands.
import { ApiError, type FieldErrors } from '../api';

export interface Failure {
  message: string;
  fieldErrors: FieldErrors;
}

export const UNEXPECTED_MESSAGE = 'Something went wrong. Please try again.';

export function describeFailure(error: unknown): Failure {
  if (error instanceof ApiError) return { message: error.message, fieldErrors: error.fieldErrors };
  return { message: UNEXPECTED_MESSAGE, fieldErrors: {} };
}
