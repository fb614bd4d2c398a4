// How each field of the application is drawn: its control, its label and hint, and what the
// browser may fill in. Which step shows which fields, in what order, is STEP_FIELDS (form.ts);
// StepFields.tsx draws a step from both. List-like answers are comma separated, and the hints say so.
import type { InputHTMLAttributes, ReactNode } from 'react';
import { EMAIL_EXAMPLE } from '../../lib/forms/descriptions';
import { sitePath } from '../../lib/paths';
import type { FlagName, TextName } from './binding';

interface Labelled {
  label: string;
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
const oneLine = (label: string, hint?: string, input?: Input): Text => ({ control: 'text', label, hint, input });
const lines = (label: string, hint: string): TextArea => ({ control: 'textarea', label, hint });
const dropDown = (label: string, placeholder: string, autoComplete: string): Select => ({
  control: 'select',
  label,
  placeholder,
  autoComplete,
});

export const FIELDS: Descriptions = {
  firstName: oneLine('First name', undefined, { autoComplete: 'given-name', spellCheck: false }),
  familyName: oneLine('Family name', undefined, { autoComplete: 'family-name', spellCheck: false }),
  gender: dropDown('Gender', 'Select an option', 'sex'),
  // What the mails hold (forms-api/templates/mail): the acknowledgement gives the reference only;
  // an address the applicant is not signed in with first gets a link to confirm it.
  email: oneLine(
    'Email address',
    `We will send a confirmation with your application's reference to this address (not a copy of your answers). If you are not signed in with it, we will first e-mail you a link to confirm it. ${EMAIL_EXAMPLE}`,
    {
      type: 'email',
      autoComplete: 'email',
      spellCheck: false,
    },
  ),
  country: dropDown('Country', 'Select your country', 'country-name'),
  mobile: oneLine('Mobile number', 'Include the country code, for example +1 202 555 0143.', {
    type: 'tel',
    autoComplete: 'tel',
  }),
  jobTitle: oneLine('Job title', 'For example, Associate Professor or Data Scientist.', {
    autoComplete: 'organization-title',
  }),
  jobClassification: oneLine(
    'Job classification',
    'For example, academic, researcher, industry professional or student.',
  ),
  highestQualification: oneLine('Highest qualification', 'For example, PhD in Computer Science.'),
  department: oneLine('Department'),
  institution: oneLine('Institution', 'Your university, college, company or organization.', {
    autoComplete: 'organization',
  }),
  yearsInAcademia: oneLine('Years in academia (optional)', 'Leave this empty if it does not apply to you.', {
    type: 'number',
    min: 0,
    max: 100,
    step: 1,
    inputMode: 'numeric',
    className: 'input--short',
  }),
  researchInterests: lines(
    'Research interests',
    'Separate them with commas, for example: machine learning, computer vision, natural language processing.',
  ),
  subjectClassification: lines(
    'Subject classification (optional)',
    'For example, ACM Computing Classification System or Mathematics Subject Classification codes, separated by commas.',
  ),
  areasOfSpecialization: lines(
    'Areas of specialization (optional)',
    'Separate them with commas, for example: deep learning, health informatics.',
  ),
  contactPersonName: oneLine("Contact person's name", 'Someone we may contact about your application.'),
  contactPersonInstitution: oneLine("Contact person's institution"),
  areasForCollaboration: lines(
    'Areas for collaboration',
    'Separate them with commas, for example: joint research, teaching, conferences.',
  ),
  membershipType: { control: 'radios', label: 'Membership type' },
  confidentialityConsent: {
    control: 'checkbox',
    label:
      'I consent to the association keeping the information in this application confidential and using it only to process my membership.',
    hint: (
      <>
        How we keep and use it is in our {/* A new tab, so reading it leaves the application as it is. */}
        <a href={sitePath('/privacy')} target="_blank" rel="noopener">
          privacy notice (opens in new tab)
        </a>
        .
      </>
    ),
  },
};
