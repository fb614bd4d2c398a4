// The wizard's heading and buttons around the fields of a step: "Step 1 of 4: Personal", or
// "Check your answers"; Previous, and Next, "Save and return to check your answers" (after a
// Change link) or, on "Check your answers", Submit Application (Submitting... while busy).

import { CHECK_STEP, LAST_STEP, type WizardStep } from './form';
import { t } from './messages';
import { stepName } from './rules';
import type { WizardRefs } from './useWizardFocus';

/** The page's words for where the applicant is: the title's, and the check step's heading. */
export const checkTitle = () => t('wizard-check-title');
export const stepTitle = (step: WizardStep) =>
  step === CHECK_STEP ? checkTitle() : t('wizard-step-title', { step, count: LAST_STEP, name: stepName(step) });

/**
 * "Step 1 of 4: Personal". The space is part of the step's name: as a text node of its own
 * (JSX's {' '}) Chromium leaves it out of the heading's name ("Step 1 of 4:Personal").
 */
export function StepHeading({ step, headingRef }: { step: WizardStep; headingRef: WizardRefs['heading'] }) {
  return (
    <h3 className="wizard__heading" id="wizard-step-title" tabIndex={-1} ref={headingRef}>
      {step === CHECK_STEP ? (
        checkTitle()
      ) : (
        <>
          <span className="wizard__caption">
            {t('wizard-step-caption', { step, count: LAST_STEP })}
            <span className="visually-hidden">{t('wizard-step-separator')}</span>
          </span>
          {` ${stepName(step)}`}
        </>
      )}
    </h3>
  );
}

interface StepActionsProps {
  step: WizardStep;
  returning: boolean;
  busy: boolean;
  /** The step's part of the island has not arrived: nothing to send yet, only the way back. */
  waiting: boolean;
  onPrevious: () => void;
}

export function StepActions({ step, returning, busy, waiting, onPrevious }: StepActionsProps) {
  return (
    <div className="wizard__actions">
      {step > 1 && (
        <button type="button" className="btn btn--ghost" disabled={busy} onClick={onPrevious}>
          {t('wizard-previous')}
        </button>
      )}
      {waiting ? null : step === CHECK_STEP ? (
        <button key="submit" type="submit" className="btn btn--primary wizard__forward" disabled={busy}>
          {busy ? t('wizard-submitting') : t('wizard-submit')}
        </button>
      ) : (
        <button key="next" type="submit" className="btn btn--primary wizard__forward">
          {returning ? t('wizard-save-and-return') : t('wizard-next')}
        </button>
      )}
    </div>
  );
}
