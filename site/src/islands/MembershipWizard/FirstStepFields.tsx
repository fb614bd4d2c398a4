// The first step's fields, in the order of STEP_FIELDS, each one line of text or a drop-down list
// (fields.tsx): what the page draws before the rest of the island arrives. TextOrSelect draws those
// two kinds of field on the later steps too (StepFields.tsx).

import type { Limits } from '../../lib/answerRules';
import { type Option, SelectField } from '../../lib/forms/SelectField';
import { TextField } from '../../lib/forms/TextField';
import { type FormBinding, type TextName, text } from './binding';
import { type FieldDescription, firstStepFields } from './fields';
import { FIRST_STEP_FIELDS, type Field } from './form';

/** The options of the fields that offer a choice: gender, country and membership type. */
export type Choices = Partial<Record<Field, readonly Option[]>>;

export interface StepFieldsProps {
  form: FormBinding;
  choices: Choices;
  /** The service's limits; null when the page did not give them (no count then). */
  limits: Limits | null;
}

type TextOrSelectDescription = Extract<FieldDescription, { control: 'text' | 'select' }>;

interface TextOrSelectProps extends Omit<StepFieldsProps, 'limits'> {
  name: TextName;
  field: TextOrSelectDescription;
}

export function TextOrSelect({ name, field, form, choices }: TextOrSelectProps) {
  const props = { ...text(form, name), label: field.label, hint: field.hint };
  if (field.control === 'text') return <TextField {...props} input={field.input} />;
  return (
    <SelectField
      {...props}
      options={choices[name] ?? []}
      placeholder={field.placeholder}
      autoComplete={field.autoComplete}
    />
  );
}

export function FirstStepFields({ form, choices }: StepFieldsProps) {
  const fields = firstStepFields();
  return FIRST_STEP_FIELDS.map((name) => (
    <TextOrSelect key={name} name={name} field={fields[name]} form={form} choices={choices} />
  ));
}
