// The wizard's form submit: Next checks the step (an error the service gave and the applicant has
// not edited since still holds it); on the last step it sends the application, once at a time.
import { type Dispatch, type FormEvent, useRef } from 'react';
import { ApiError, api } from '../../lib/api';
import { clearDraft } from './draft';
import { LAST_STEP, stepErrors } from './form';
import { toPayload } from './payload';
import { validateStep } from './rules';
import type { Action, WizardState } from './state';

const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

export function useWizardSubmit(state: WizardState, dispatch: Dispatch<Action>): (event: FormEvent) => void {
  const sending = useRef(false);

  async function send() {
    sending.current = true;
    dispatch({ type: 'submitting' });
    try {
      const answer = await api.submitApplication(toPayload(state.values));
      clearDraft();
      dispatch({
        type: 'succeeded',
        reference: answer?.reference ?? '',
        email: state.values.email.trim(),
        awaitingConfirmation: answer?.awaitingConfirmation ? answer.message : null,
      });
    } catch (error) {
      const failure = error instanceof ApiError ? error : new ApiError(0, FALLBACK_MESSAGE);
      dispatch({ type: 'failed', message: failure.message, fieldErrors: failure.fieldErrors });
    } finally {
      sending.current = false;
    }
  }

  return (event) => {
    event.preventDefault();
    if (sending.current) return;
    // An error still shown on this step was not edited since (editing clears it), so a message
    // from the service keeps holding the step until the applicant changes that answer.
    const standing = Object.fromEntries(stepErrors(state.step, state.errors));
    const errors = { ...standing, ...validateStep(state.step, state.values) };
    if (Object.keys(errors).length > 0) dispatch({ type: 'invalid', errors });
    else if (state.step < LAST_STEP) dispatch({ type: 'next' });
    else void send();
  };
}
