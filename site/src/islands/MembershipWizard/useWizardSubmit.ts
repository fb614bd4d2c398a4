// The wizard's form submit: Next checks the step, Submit every step (an error the service gave and
// the applicant has not edited since still holds its step); on the last step it sends the
// application, once at a time.
import { type Dispatch, type FormEvent, useRef } from 'react';
import { ApiError, api } from '../../lib/api';
import type { Errors } from '../../lib/validation';
import { clearDraft } from './draft';
import { LAST_STEP, STEPS, stepErrors } from './form';
import { toPayload } from './payload';
import { type RuleContext, validateStep } from './rules';
import type { Action, WizardState } from './state';

const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

export function useWizardSubmit(
  state: WizardState,
  dispatch: Dispatch<Action>,
  context: RuleContext,
): (event: FormEvent) => void {
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
    const steps = state.step < LAST_STEP ? [state.step] : STEPS;
    // An error still shown was not edited since (editing clears it), so a message from the
    // service keeps holding its step until the applicant changes that answer.
    const errors: Errors = {};
    for (const step of steps) {
      Object.assign(
        errors,
        Object.fromEntries(stepErrors(step, state.errors)),
        validateStep(step, state.values, context),
      );
    }
    if (Object.keys(errors).length > 0) dispatch({ type: 'invalid', errors, steps });
    else if (state.step < LAST_STEP) dispatch({ type: 'next' });
    else void send();
  };
}
