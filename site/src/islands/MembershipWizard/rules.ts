// The membership wizard's rules, step by step: every rule the service applies to an application
// (forms-api/src/api/application_rules.rs), with its messages, built from the shared rules of
// src/lib/validation.ts and checked against the table of cases the service's tests read too
// (rules.test.ts). Kept with the wizard so that the other forms, which share the validation
// module, do not load them.
import { choiceError, isPhoneNumber, type Limits, requiredText, textError } from '../../lib/answerRules';
import { collect, type Errors, emailError, trimmed } from '../../lib/validation';
import { t } from './messages';

/** The membership application, as the wizard holds it (spec section 3). */
export interface Application {
  firstName: string;
  familyName: string;
  gender: string;
  email: string;
  country: string;
  mobile: string;
  jobTitle: string;
  jobClassification: string;
  highestQualification: string;
  department: string;
  institution: string;
  yearsInAcademia: string;
  researchInterests: string;
  subjectClassification: string;
  areasOfSpecialization: string;
  contactPersonInstitution: string;
  contactPersonName: string;
  areasForCollaboration: string;
  confidentialityConsent: boolean;
  membershipType: string;
}

/** The name of a step of questions (1 to 4), in the page's language. */
export function stepName(step: number): string {
  switch (step) {
    case 1:
      return t('wizard-step-personal');
    case 2:
      return t('wizard-step-professional');
    case 3:
      return t('wizard-step-research');
    default:
      return t('wizard-step-collaboration');
  }
}

/** The choices of the gender field (contract::GENDERS on the service): the values sent, in English. */
export const GENDERS = ['Male', 'Female', 'Prefer not to say'] as const;

/** What the gender field shows for each of its values. */
export function genderLabel(gender: (typeof GENDERS)[number]): string {
  switch (gender) {
    case 'Male':
      return t('wizard-gender-male');
    case 'Female':
      return t('wizard-gender-female');
    case 'Prefer not to say':
      return t('wizard-gender-prefer-not-to-say');
  }
}

/**
 * What the page tells the rules: the choices it offers (the service's lists, from the site's data)
 * and the service's limits. An empty list or null limits, as on a page whose data did not arrive,
 * leave those checks to the service.
 */
export interface RuleContext {
  countries: readonly string[];
  membershipTypes: readonly string[];
  limits: Limits | null;
}

/** The fields written in a text area: longer, and line breaks allowed. */
export const LONG_FIELDS = [
  'researchInterests',
  'subjectClassification',
  'areasOfSpecialization',
  'areasForCollaboration',
] as const satisfies readonly (keyof Application)[];

/** The most years the service takes, for the message when the page did not give its limits. */
const MAX_YEARS = 100;

function yearsError(value: string, limits: Limits | null): string | null {
  const text = trimmed(value);
  if (text === '') return null;
  const years = Number(text);
  const max = limits?.maxYearsInAcademia ?? Number.POSITIVE_INFINITY;
  return Number.isFinite(years) && years >= 0 && years <= max
    ? null
    : t('wizard-years-invalid', { max: limits?.maxYearsInAcademia ?? MAX_YEARS });
}

function personal(a: Application, { countries, limits }: RuleContext): Errors {
  const short = limits?.textMax ?? null;
  const text = (value: string, missing: string) => requiredText(value, missing, short);
  return collect({
    firstName: text(a.firstName, t('wizard-first-name-required')),
    familyName: text(a.familyName, t('wizard-family-name-required')),
    gender: choiceError(a.gender, GENDERS, t('wizard-gender-required')),
    email: emailError(a.email),
    country:
      text(a.country, t('wizard-country-required')) ??
      (countries.length === 0 || countries.includes(trimmed(a.country)) ? null : t('wizard-country-not-listed')),
    mobile:
      text(a.mobile, t('wizard-mobile-required')) ?? (isPhoneNumber(a.mobile) ? null : t('wizard-mobile-invalid')),
  });
}

function professional(a: Application, { limits }: RuleContext): Errors {
  const short = limits?.textMax ?? null;
  const text = (value: string, missing: string) => requiredText(value, missing, short);
  return collect({
    jobTitle: text(a.jobTitle, t('wizard-job-title-required')),
    jobClassification: text(a.jobClassification, t('wizard-job-classification-required')),
    highestQualification: text(a.highestQualification, t('wizard-highest-qualification-required')),
    department: text(a.department, t('wizard-department-required')),
    institution: text(a.institution, t('wizard-institution-required')),
    yearsInAcademia: yearsError(a.yearsInAcademia, limits),
  });
}

function research(a: Application, { limits }: RuleContext): Errors {
  const long = limits?.longTextMax ?? null;
  return collect({
    researchInterests: requiredText(a.researchInterests, t('wizard-research-interests-required'), long, true),
    subjectClassification: textError(a.subjectClassification, long, true),
    areasOfSpecialization: textError(a.areasOfSpecialization, long, true),
  });
}

function collaboration(a: Application, { membershipTypes, limits }: RuleContext): Errors {
  const short = limits?.textMax ?? null;
  return collect({
    contactPersonName: requiredText(a.contactPersonName, t('wizard-contact-person-name-required'), short),
    contactPersonInstitution: requiredText(
      a.contactPersonInstitution,
      t('wizard-contact-person-institution-required'),
      short,
    ),
    areasForCollaboration: requiredText(
      a.areasForCollaboration,
      t('wizard-areas-for-collaboration-required'),
      limits?.longTextMax ?? null,
      true,
    ),
    membershipType: choiceError(a.membershipType, membershipTypes, t('wizard-membership-type-required')),
    confidentialityConsent: a.confidentialityConsent ? null : t('wizard-consent-required'),
  });
}

const STEP_RULES = [personal, professional, research, collaboration] as const;

/** The rules of one wizard step (1 to 4): only that step's fields. */
export function validateStep(step: number, a: Application, context: RuleContext): Errors {
  return STEP_RULES[step - 1]?.(a, context) ?? {};
}
