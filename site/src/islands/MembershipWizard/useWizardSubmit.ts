// The wizard's form submit: Next checks the step; "Save and return to check your answers" and
// Submit check every step (an error the service gave and the applicant has not edited since still
// holds its step), so "Check your answers" is only ever reached with every answer valid; Submit,
// there, sends the application, once at a time.
import { type Dispatch, type FormEvent, useRef } from 'react';
import { ApiError, api } from '../../lib/api';
import type { Errors } from '../../lib/validation';
import { clearDraft } from './draft';
import { CHECK_STEP, STEPS, stepErrors } from './form';
import { t } from './messages';
import { toPayload } from './payload';
import { type RuleContext, validateStep } from './rules';
import type { Action, WizardState } from './state';

/** `onSent`: the application is accepted (the service's copy of the draft goes too). */
export function useWizardSubmit(
  state: WizardState,
  dispatch: Dispatch<Action>,
  context: RuleContext,
  onSent: () => void,
): (event: FormEvent) => void {
  const sending = useRef(false);

  async function send() {
    sending.current = true;
    dispatch({ type: 'submitting' });
    try {
      const answer = await api.submitApplication(toPayload(state.values));
      clearDraft();
      onSent();
      dispatch({
        type: 'succeeded',
        reference: answer?.reference ?? '',
        email: state.values.email.trim(),
        awaitingConfirmation: answer?.awaitingConfirmation ? answer.message : null,
      });
    } catch (error) {
      const failure = error instanceof ApiError ? error : new ApiError(0, t('wizard-something-went-wrong'));
      dispatch({ type: 'failed', message: failure.message, fieldErrors: failure.fieldErrors });
    } finally {
      sending.current = false;
    }
  }

  return (event) => {
    event.preventDefault();
    if (sending.current) return;
    const checking = state.step === CHECK_STEP;
    const steps = state.step === CHECK_STEP || state.returning ? STEPS : [state.step];
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
    else if (checking) void send();
    else dispatch({ type: 'next' });
  };
}
