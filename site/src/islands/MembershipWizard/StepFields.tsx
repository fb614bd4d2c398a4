// The fields of one step of the wizard, in the order of STEP_FIELDS, each drawn by the forms kit's
// control its description names (fields.tsx); a text area counts its characters against the
// service's limit.

import type { Limits } from '../../lib/answerRules';
import { CheckboxField } from '../../lib/forms/CheckboxField';
import { RadioField } from '../../lib/forms/RadioField';
import { type Option, SelectField } from '../../lib/forms/SelectField';
import { TextAreaField } from '../../lib/forms/TextAreaField';
import { TextField } from '../../lib/forms/TextField';
import { type FlagName, type FormBinding, flag, type TextName, text } from './binding';
import { type FieldDescription, fieldDescriptions } from './fields';
import { type Field, STEP_FIELDS, type Step } from './form';

/** The options of the fields that offer a choice: gender, country and membership type. */
export type Choices = Partial<Record<Field, readonly Option[]>>;

interface StepFieldsProps {
  step: Step;
  form: FormBinding;
  choices: Choices;
  /** The service's limits; null when the page did not give them (no count then). */
  limits: Limits | null;
}

export function StepFields({ step, ...rest }: StepFieldsProps) {
  const fields = fieldDescriptions();
  return STEP_FIELDS[step].map((name) => <StepField key={name} name={name} field={fields[name]} {...rest} />);
}

type StepFieldProps = Omit<StepFieldsProps, 'step'> & { name: Field; field: FieldDescription };

function StepField({ name, field, form, choices, limits }: StepFieldProps) {
  // FIELDS gives a checkbox to each yes-or-no field and another control to each text field.
  if (field.control === 'checkbox')
    return <CheckboxField {...flag(form, name as FlagName)} label={field.label} hint={field.hint} />;
  const props = { ...text(form, name as TextName), label: field.label, hint: field.hint };
  switch (field.control) {
    case 'text':
      return <TextField {...props} input={field.input} />;
    case 'textarea':
      return <TextAreaField {...props} limit={limits?.longTextMax ?? null} />;
    case 'select':
      return (
        <SelectField
          {...props}
          options={choices[name] ?? []}
          placeholder={field.placeholder}
          autoComplete={field.autoComplete}
        />
      );
    case 'radios':
      return <RadioField {...props} options={choices[name] ?? []} />;
  }
}
