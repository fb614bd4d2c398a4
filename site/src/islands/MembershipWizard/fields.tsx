// How each field of the application is drawn: its control, its label and hint, and what the
// browser may fill in; here those of the first step, which the page draws before any later part of
// the island arrives (laterFields.tsx has the others, allFields.ts all of them). Which step shows
// which fields, in what order, is STEP_FIELDS (form.ts); StepFields.tsx draws a step from both.
import type { InputHTMLAttributes, ReactNode } from 'react';
import { emailExample } from '../../lib/forms/descriptions';
import type { FlagName, TextName } from './binding';
import type { FirstStepField } from './form';
import { t } from './messages';

interface Labelled {
  label: string;
  /** The answer's name on "Check your answers": the label without "(optional)". */
  name: string;
  hint?: ReactNode;
}

/** One line of text; `input` has its type, autoComplete and the like. */
interface Text extends Labelled {
  control: 'text';
  input?: InputHTMLAttributes<HTMLInputElement>;
}
interface TextArea extends Labelled {
  control: 'textarea';
}
/** A drop-down list; its options are the page's (see StepFields). */
interface Select extends Labelled {
  control: 'select';
  placeholder: string;
  autoComplete: string;
}
/** A few choices, all visible; the options are the page's (see StepFields). */
interface Radios extends Labelled {
  control: 'radios';
}
interface Checkbox extends Labelled {
  control: 'checkbox';
}

/** A checkbox for a yes-or-no field, one of the other controls for a text field. */
export type FieldDescription = Text | TextArea | Select | Radios | Checkbox;
export type Descriptions = { [Name in TextName]: Exclude<FieldDescription, Checkbox> } & {
  [Name in FlagName]: Checkbox;
};

export type Input = InputHTMLAttributes<HTMLInputElement>;

/** A field that may be left empty says so in its label: "Years in academia (optional)". */
export const named = (name: string, optional: boolean) => ({
  name,
  label: optional ? t('wizard-optional', { label: name }) : name,
});
export const oneLine = (name: string, hint?: string, input?: Input, optional = false): Text => ({
  control: 'text',
  ...named(name, optional),
  hint,
  input,
});
export const lines = (name: string, hint: string, optional = false): TextArea => ({
  control: 'textarea',
  ...named(name, optional),
  hint,
});
export const dropDown = (name: string, placeholder: string, autoComplete: string): Select => ({
  control: 'select',
  ...named(name, false),
  placeholder,
  autoComplete,
});

/** The first step's fields are each one line of text or a drop-down list. */
export type FirstStepDescriptions = Record<FirstStepField, Text | Select>;

/** The first step's descriptions, in the page's language (read when drawn, never kept). */
export function firstStepFields(): FirstStepDescriptions {
  return {
    firstName: oneLine(t('wizard-first-name'), undefined, { autoComplete: 'given-name', spellCheck: false }),
    familyName: oneLine(t('wizard-family-name'), undefined, { autoComplete: 'family-name', spellCheck: false }),
    gender: dropDown(t('wizard-gender'), t('wizard-gender-placeholder'), 'sex'),
    // What the mails hold (forms-api/templates/mail): the acknowledgement gives the reference only;
    // an address the applicant is not signed in with first gets a link to confirm it.
    email: oneLine(t('wizard-email'), `${t('wizard-email-hint')} ${emailExample()}`, {
      type: 'email',
      autoComplete: 'email',
      spellCheck: false,
    }),
    country: dropDown(t('wizard-country'), t('wizard-country-placeholder'), 'country-name'),
    mobile: oneLine(t('wizard-mobile'), t('wizard-mobile-hint'), { type: 'tel', autoComplete: 'tel' }),
  };
}
