import { STEPS, type Step, type WizardStep } from './form';
import { t } from './messages';
import { stepName } from './rules';

function stepState(step: Step, current: WizardStep): 'completed' | 'current' | 'upcoming' {
  if (step < current) return 'completed';
  return step === current ? 'current' : 'upcoming';
}

/**
 * The progress indicator: completed steps show a check, the current one is highlighted, later ones
 * grey. On "Check your answers" every step of questions is completed.
 */
export function StepIndicator({ current }: { current: WizardStep }) {
  return (
    <ol className="wizard-steps" aria-label={t('wizard-progress')}>
      {STEPS.map((step) => {
        const state = stepState(step, current);
        return (
          <li
            key={step}
            className={`wizard-steps__item wizard-steps__item--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="wizard-steps__marker" aria-hidden="true">
              {state === 'completed' ? (
                <svg
                  className="wizard-steps__check"
                  viewBox="0 0 16 16"
                  width="16"
                  height="16"
                  focusable="false"
                  aria-hidden="true"
                >
                  <path
                    d="M3 8.5l3 3 7-7"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              ) : (
                step
              )}
            </span>
            <span className="wizard-steps__name">{stepName(step)}</span>
            {state === 'completed' && <span className="visually-hidden">{` ${t('wizard-step-completed')}`}</span>}
          </li>
        );
      })}
    </ol>
  );
}
