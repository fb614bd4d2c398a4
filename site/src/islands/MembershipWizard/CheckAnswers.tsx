// "Check your answers" (GOV.UK's pattern): every answer before the application is sent, a summary
// list for each step of questions, each row with a Change link that opens the answer's step with
// focus on its field; that step's button then saves and returns here (state.ts's `returning`).
import type { MouseEvent } from 'react';
import { currentLanguage } from '../../lib/messages/catalog';
import { rich } from '../../lib/messages/rich';
import { fieldDescriptions } from './allFields';
import type { Choices } from './FirstStepFields';
import { type Field, STEP_FIELDS, STEPS } from './form';
import { t } from './messages';
import { type Application, stepName } from './rules';
import { addressOf } from './useStepHistory';

/**
 * The answer as the applicant chose it (a choice by its label: a country in the page's language,
 * as its list shows it), or "Not given".
 */
function answerOf(field: Field, values: Application, choices: Choices): string {
  const value = values[field];
  if (typeof value === 'boolean') return value ? t('wizard-check-consent-given') : t('wizard-check-consent-not-given');
  if (value.trim() === '') return t('wizard-check-not-given');
  return choices[field]?.find((option) => option.value === value)?.label ?? value;
}

interface CheckAnswersProps {
  values: Application;
  choices: Choices;
  /** Open the field's step with focus on it. */
  onChange: (field: Field) => void;
}

export function CheckAnswers({ values, choices, onChange }: CheckAnswersProps) {
  const fields = fieldDescriptions();
  /** The name of an answer in the list: the field's label without "(optional)", the consent's short. */
  const nameOf = (field: Field): string => fields[field].name;
  return STEPS.map((step) => (
    <div key={step} className="check-answers">
      <h4 className="check-answers__title">{stepName(step)}</h4>
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
                {rich(
                  t,
                  'wizard-check-change',
                  {},
                  {
                    field: (
                      <span className="visually-hidden">
                        {t('wizard-check-change-what', {
                          answer: field,
                          name: nameOf(field).toLocaleLowerCase(currentLanguage()),
                        })}
                      </span>
                    ),
                  },
                )}
              </a>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  ));
}
