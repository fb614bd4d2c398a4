// The membership wizard's rules, step by step: every rule the service applies to an application
// (forms-api/src/api/application_rules.rs), with its messages, built from the shared rules of
// src/lib/validation.ts and checked against the table of cases the service's tests read too
// (rules.test.ts). Kept with the wizard so that the other forms, which share the validation
// module, do not load them.
import { choiceError, isPhoneNumber, type Limits, requiredText, textError } from '../../lib/answerRules';
import { collect, type Errors, emailError, trimmed } from '../../lib/validation';

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

export const WIZARD_STEPS = ['Personal', 'Professional', 'Research', 'Collaboration & Membership'] as const;

/** The choices of the gender field (contract::GENDERS on the service). */
export const GENDERS = ['Male', 'Female', 'Prefer not to say'] as const;

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

const YEARS_MESSAGE = 'Years in academia must be a number from 0 to 100';

function yearsError(value: string, limits: Limits | null): string | null {
  const text = trimmed(value);
  if (text === '') return null;
  const years = Number(text);
  const max = limits?.maxYearsInAcademia ?? Number.POSITIVE_INFINITY;
  return Number.isFinite(years) && years >= 0 && years <= max ? null : YEARS_MESSAGE;
}

function personal(a: Application, { countries, limits }: RuleContext): Errors {
  const short = limits?.textMax ?? null;
  const text = (value: string, missing: string) => requiredText(value, missing, short);
  return collect({
    firstName: text(a.firstName, 'First name is required'),
    familyName: text(a.familyName, 'Family name is required'),
    gender: choiceError(a.gender, GENDERS, 'Gender is required'),
    email: emailError(a.email),
    country:
      text(a.country, 'Country is required') ??
      (countries.length === 0 || countries.includes(trimmed(a.country))
        ? null
        : 'Please choose a country from the list'),
    mobile:
      text(a.mobile, 'Mobile number is required') ??
      (isPhoneNumber(a.mobile) ? null : 'Please enter a valid mobile number'),
  });
}

function professional(a: Application, { limits }: RuleContext): Errors {
  const short = limits?.textMax ?? null;
  const text = (value: string, missing: string) => requiredText(value, missing, short);
  return collect({
    jobTitle: text(a.jobTitle, 'Job title is required'),
    jobClassification: text(a.jobClassification, 'Job classification is required'),
    highestQualification: text(a.highestQualification, 'Highest qualification is required'),
    department: text(a.department, 'Department is required'),
    institution: text(a.institution, 'Institution is required'),
    yearsInAcademia: yearsError(a.yearsInAcademia, limits),
  });
}

function research(a: Application, { limits }: RuleContext): Errors {
  const long = limits?.longTextMax ?? null;
  return collect({
    researchInterests: requiredText(a.researchInterests, 'Research interests are required', long, true),
    subjectClassification: textError(a.subjectClassification, long, true),
    areasOfSpecialization: textError(a.areasOfSpecialization, long, true),
  });
}

function collaboration(a: Application, { membershipTypes, limits }: RuleContext): Errors {
  const short = limits?.textMax ?? null;
  return collect({
    contactPersonName: requiredText(a.contactPersonName, 'Contact person name is required', short),
    contactPersonInstitution: requiredText(a.contactPersonInstitution, 'Contact person institution is required', short),
    areasForCollaboration: requiredText(
      a.areasForCollaboration,
      'Areas for collaboration are required',
      limits?.longTextMax ?? null,
      true,
    ),
    membershipType: choiceError(a.membershipType, membershipTypes, 'Please select a membership type'),
    confidentialityConsent: a.confidentialityConsent ? null : 'You must agree to the confidentiality consent',
  });
}

const STEP_RULES = [personal, professional, research, collaboration] as const;

/** The rules of one wizard step (1 to 4): only that step's fields. */
export function validateStep(step: number, a: Application, context: RuleContext): Errors {
  return STEP_RULES[step - 1]?.(a, context) ?? {};
}
