// The wizard's heading and buttons around the fields of a step: "Step 1 of 4: Personal", or
// "Check your answers"; Previous, and Next, "Save and return to check your answers" (after a
// Change link) or, on "Check your answers", Submit Application (Submitting... while busy).

import { CHECK_STEP, LAST_STEP, type WizardStep } from './form';
import { WIZARD_STEPS } from './rules';
import type { WizardRefs } from './useWizardFocus';

/** The page's words for where the applicant is: the title's, and the check step's heading. */
export const CHECK_TITLE = 'Check your answers';
export const stepTitle = (step: WizardStep) =>
  step === CHECK_STEP ? CHECK_TITLE : `Step ${step} of ${LAST_STEP}: ${WIZARD_STEPS[step - 1]}`;

/**
 * "Step 1 of 4: Personal". The space is part of the step's name: as a text node of its own
 * (JSX's {' '}) Chromium leaves it out of the heading's name ("Step 1 of 4:Personal").
 */
export function StepHeading({ step, headingRef }: { step: WizardStep; headingRef: WizardRefs['heading'] }) {
  return (
    <h3 className="wizard__heading" id="wizard-step-title" tabIndex={-1} ref={headingRef}>
      {step === CHECK_STEP ? (
        CHECK_TITLE
      ) : (
        <>
          <span className="wizard__caption">
            {`Step ${step} of ${LAST_STEP}`}
            <span className="visually-hidden">:</span>
          </span>
          {` ${WIZARD_STEPS[step - 1]}`}
        </>
      )}
    </h3>
  );
}

interface StepActionsProps {
  step: WizardStep;
  returning: boolean;
  busy: boolean;
  onPrevious: () => void;
}

export function StepActions({ step, returning, busy, onPrevious }: StepActionsProps) {
  return (
    <div className="wizard__actions">
      {step > 1 && (
        <button type="button" className="btn btn--ghost" disabled={busy} onClick={onPrevious}>
          Previous
        </button>
      )}
      {step === CHECK_STEP ? (
        <button key="submit" type="submit" className="btn btn--primary wizard__forward" disabled={busy}>
          {busy ? 'Submitting...' : 'Submit Application'}
        </button>
      ) : (
        <button key="next" type="submit" className="btn btn--primary wizard__forward">
          {returning ? 'Save and return to check your answers' : 'Next'}
        </button>
      )}
    </div>
  );
}
