// How each field of the application is drawn: its control, its label and hint, and what the
// browser may fill in. Which step shows which fields, in what order, is STEP_FIELDS (form.ts);
// StepFields.tsx draws a step from both. List-like answers are comma separated, and the hints say so.
import type { InputHTMLAttributes, ReactNode } from 'react';
import { emailExample } from '../../lib/forms/descriptions';
import { rich } from '../../lib/messages/rich';
import { sitePath } from '../../lib/paths';
import type { FlagName, TextName } from './binding';
import { EMPTY_APPLICATION } from './form';
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
type Descriptions = { [Name in TextName]: Exclude<FieldDescription, Checkbox> } & { [Name in FlagName]: Checkbox };

type Input = InputHTMLAttributes<HTMLInputElement>;

/** A field that may be left empty says so in its label: "Years in academia (optional)". */
const named = (name: string, optional: boolean) => ({
  name,
  label: optional ? t('wizard-optional', { label: name }) : name,
});
const oneLine = (name: string, hint?: string, input?: Input, optional = false): Text => ({
  control: 'text',
  ...named(name, optional),
  hint,
  input,
});
const lines = (name: string, hint: string, optional = false): TextArea => ({
  control: 'textarea',
  ...named(name, optional),
  hint,
});
const dropDown = (name: string, placeholder: string, autoComplete: string): Select => ({
  control: 'select',
  ...named(name, false),
  placeholder,
  autoComplete,
});

/** Every field's description, in the page's language (read when drawn, never kept). */
export function fieldDescriptions(): Descriptions {
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
    jobTitle: oneLine(t('wizard-job-title'), t('wizard-job-title-hint'), { autoComplete: 'organization-title' }),
    jobClassification: oneLine(t('wizard-job-classification'), t('wizard-job-classification-hint')),
    highestQualification: oneLine(t('wizard-highest-qualification'), t('wizard-highest-qualification-hint')),
    department: oneLine(t('wizard-department')),
    institution: oneLine(t('wizard-institution'), t('wizard-institution-hint'), { autoComplete: 'organization' }),
    yearsInAcademia: oneLine(
      t('wizard-years-in-academia'),
      t('wizard-years-in-academia-hint'),
      { type: 'number', min: 0, max: 100, step: 1, inputMode: 'numeric', className: 'input--short' },
      true,
    ),
    researchInterests: lines(t('wizard-research-interests'), t('wizard-research-interests-hint')),
    subjectClassification: lines(t('wizard-subject-classification'), t('wizard-subject-classification-hint'), true),
    areasOfSpecialization: lines(t('wizard-areas-of-specialization'), t('wizard-areas-of-specialization-hint'), true),
    contactPersonName: oneLine(t('wizard-contact-person-name'), t('wizard-contact-person-name-hint')),
    contactPersonInstitution: oneLine(t('wizard-contact-person-institution')),
    areasForCollaboration: lines(t('wizard-areas-for-collaboration'), t('wizard-areas-for-collaboration-hint')),
    membershipType: { control: 'radios', ...named(t('wizard-membership-type'), false) },
    confidentialityConsent: {
      control: 'checkbox',
      label: t('wizard-consent'),
      name: t('wizard-check-consent'),
      hint: rich(
        t,
        'wizard-consent-hint',
        {},
        {
          // A new tab, so reading it leaves the application as it is.
          link: (
            <a href={sitePath('/privacy')} target="_blank" rel="noopener">
              {t('wizard-consent-privacy-link')}
            </a>
          ),
        },
      ),
    },
  };
}

/**
 * The same descriptions as a table, each read in the page's language when asked for (the staff
 * workspace's tests hold its copy of the questions to these labels).
 */
export const FIELDS = Object.defineProperties(
  {},
  Object.fromEntries(
    Object.keys(EMPTY_APPLICATION).map((name) => [
      name,
      { enumerable: true, get: () => fieldDescriptions()[name as keyof Descriptions] },
    ]),
  ),
) as Descriptions;
