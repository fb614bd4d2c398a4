// The fields of steps 2 to 4, in the order of STEP_FIELDS, each drawn by the forms kit's control
// its description names (laterFields.tsx); a text area counts its characters against the service's
// limit. Part of what the wizard loads once the applicant starts (later.ts).

import { CheckboxField } from '../../lib/forms/CheckboxField';
import { RadioField } from '../../lib/forms/RadioField';
import { TextAreaField } from '../../lib/forms/TextAreaField';
import { type FlagName, flag, type TextName, text } from './binding';
import { type StepFieldsProps, TextOrSelect } from './FirstStepFields';
import type { FieldDescription } from './fields';
import { type Field, STEP_FIELDS, type Step } from './form';
import { type LaterStepDescriptions, laterStepFields } from './laterFields';

export function StepFields({ step, ...rest }: StepFieldsProps & { step: Exclude<Step, 1> }) {
  const fields = laterStepFields();
  return STEP_FIELDS[step].map((name) => (
    <StepField key={name} name={name} field={fields[name as keyof LaterStepDescriptions]} {...rest} />
  ));
}

type StepFieldProps = StepFieldsProps & { name: Field; field: FieldDescription };

function StepField({ name, field, form, choices, limits }: StepFieldProps) {
  // A checkbox for each yes-or-no field, another control for each text field.
  switch (field.control) {
    case 'checkbox':
      return <CheckboxField {...flag(form, name as FlagName)} label={field.label} hint={field.hint} />;
    case 'text':
    case 'select':
      return <TextOrSelect name={name as TextName} field={field} form={form} choices={choices} />;
    case 'textarea':
      return (
        <TextAreaField
          {...text(form, name as TextName)}
          label={field.label}
          hint={field.hint}
          limit={limits?.longTextMax ?? null}
        />
      );
    case 'radios':
      return (
        <RadioField
          {...text(form, name as TextName)}
          label={field.label}
          hint={field.hint}
          options={choices[name] ?? []}
        />
      );
  }
}
