// What the wizard knows about the application's shape: which field sits on which step (in screen
// order, so "the first field in error" is the one nearest the top), the empty form, and which step
// an applicant may be shown: the four steps of questions, then "Check your answers" (CHECK_STEP),
// where the application is sent. The rules themselves live in rules.ts, built on lib/validation.ts.

import type { Errors } from '../../lib/validation';
import { type Application, type RuleContext, validateStep } from './rules';

/** A step of questions. */
export type Step = 1 | 2 | 3 | 4;
export const LAST_STEP: Step = 4;
/** "Check your answers", after the last step of questions: every answer, and Submit. */
export const CHECK_STEP = 5;
/** Where the wizard may be: a step of questions, or checking the answers. */
export type WizardStep = Step | typeof CHECK_STEP;

/** A country as the site's data lists it; the application sends the name. */
export interface Country {
  code: string;
  name: string;
}

/** A membership type as the site's data lists it: `value` goes to the service, `label` to people. */
export interface MembershipTypeOption {
  value: string;
  label: string;
}

export type Field = keyof Application;

/** The first step's fields: the page draws them before the rest of the island arrives. */
export const FIRST_STEP_FIELDS = ['firstName', 'familyName', 'gender', 'email', 'country', 'mobile'] as const;
export type FirstStepField = (typeof FIRST_STEP_FIELDS)[number];

export const STEP_FIELDS: Record<Step, readonly Field[]> = {
  1: FIRST_STEP_FIELDS,
  2: ['jobTitle', 'jobClassification', 'highestQualification', 'department', 'institution', 'yearsInAcademia'],
  3: ['researchInterests', 'subjectClassification', 'areasOfSpecialization'],
  4: [
    'contactPersonName',
    'contactPersonInstitution',
    'areasForCollaboration',
    'membershipType',
    'confidentialityConsent',
  ],
};

export const STEPS: readonly Step[] = [1, 2, 3, 4];
/** Every place of the wizard, in order. */
export const WIZARD_PLACES: readonly WizardStep[] = [...STEPS, CHECK_STEP];

/** The fields of `step`; none on the check step. */
export const fieldsOf = (step: WizardStep): readonly Field[] => (step === CHECK_STEP ? [] : STEP_FIELDS[step]);

export const EMPTY_APPLICATION: Application = {
  firstName: '',
  familyName: '',
  gender: '',
  email: '',
  country: '',
  mobile: '',
  jobTitle: '',
  jobClassification: '',
  highestQualification: '',
  department: '',
  institution: '',
  yearsInAcademia: '',
  researchInterests: '',
  subjectClassification: '',
  areasOfSpecialization: '',
  contactPersonInstitution: '',
  contactPersonName: '',
  areasForCollaboration: '',
  confidentialityConsent: false,
  membershipType: '',
};

export function isField(name: string): name is Field {
  return Object.hasOwn(EMPTY_APPLICATION, name);
}

/** The errors of one step's fields, in screen order (none on the check step, which has no fields). */
export function stepErrors(step: WizardStep, errors: Errors): [Field, string][] {
  return fieldsOf(step)
    .filter((field) => errors[field])
    .map((field) => [field, errors[field]]);
}

/** The earliest step with an error among `errors`, or null. */
export function firstStepWithError(errors: Errors): Step | null {
  return STEPS.find((step) => stepErrors(step, errors).length > 0) ?? null;
}

/** `errors` with the given step's entries replaced by `fresh` (other steps' errors stay). */
export function replaceStepErrors(errors: Errors, step: WizardStep, fresh: Errors): Errors {
  const kept = Object.fromEntries(Object.entries(errors).filter(([field]) => !fieldsOf(step).includes(field as Field)));
  return { ...kept, ...fresh };
}

/** The step a field is on. */
export function stepOf(field: Field): Step {
  return STEPS.find((step) => STEP_FIELDS[step].includes(field)) ?? 1;
}

/**
 * Where an applicant asking for step `wanted` (a reload, the browser's Back or Forward) may be:
 * there, unless an earlier step no longer passes its rules, which is then shown with its errors.
 */
export function reachableStep(
  wanted: WizardStep,
  values: Application,
  context: RuleContext,
): { step: WizardStep; errors: Errors } {
  for (const step of STEPS.filter((s) => s < wanted)) {
    const errors = validateStep(step, values, context);
    if (Object.keys(errors).length > 0) return { step, errors };
  }
  return { step: wanted, errors: {} };
}
