// "Check your answers" (GOV.UK's pattern): every answer before the application is sent, a summary
// list for each step of questions, each row with a Change link that opens the answer's step with
// focus on its field; that step's button then saves and returns here (state.ts's `returning`).
import type { MouseEvent } from 'react';
import { FIELDS } from './fields';
import { type Field, STEP_FIELDS, STEPS } from './form';
import { type Application, WIZARD_STEPS } from './rules';
import type { Choices } from './StepFields';
import { addressOf } from './useStepHistory';

/** The name of an answer in the list: the field's label without "(optional)", the consent's short. */
const nameOf = (field: Field): string =>
  field === 'confidentialityConsent' ? 'Confidentiality consent' : FIELDS[field].label.replace(' (optional)', '');

/** The answer as the applicant chose it (a choice by its label), or "Not given". */
function answerOf(field: Field, values: Application, choices: Choices): string {
  const value = values[field];
  if (typeof value === 'boolean') return value ? 'Given' : 'Not given';
  if (value.trim() === '') return 'Not given';
  return choices[field]?.find((option) => option.value === value)?.label ?? value;
}

interface CheckAnswersProps {
  values: Application;
  choices: Choices;
  /** Open the field's step with focus on it. */
  onChange: (field: Field) => void;
}

export function CheckAnswers({ values, choices, onChange }: CheckAnswersProps) {
  return STEPS.map((step) => (
    <div key={step} className="check-answers">
      <h4 className="check-answers__title">{WIZARD_STEPS[step - 1]}</h4>
      <dl className="summary-list">
        {STEP_FIELDS[step].map((field) => (
          <div key={field} className="summary-list__row">
            <dt className="summary-list__key">{nameOf(field)}</dt>
            <dd className="summary-list__value">{answerOf(field, values, choices)}</dd>
            <dd className="summary-list__actions">
              <a
                href={addressOf(step)}
                onClick={(event: MouseEvent) => {
                  event.preventDefault();
                  onChange(field);
                }}
              >
                {/* The space in the visible text: inside the hidden one, a link's name may lose it. */}
                {'Change '}
                <span className="visually-hidden">{nameOf(field).toLowerCase()}</span>
              </a>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  ));
}
