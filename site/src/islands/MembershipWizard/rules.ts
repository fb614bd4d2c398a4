// The membership wizard's rules, step by step (spec section 5), built from the shared rules of
// src/lib/validation.ts. Kept with the wizard so that the other forms, which share the
// validation module, do not load them.
import { collect, type Errors, emailError, required } from '../../lib/validation';

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

/** The rules of one wizard step (1 to 4): only that step's fields. */
export function validateStep(step: number, a: Application): Errors {
  switch (step) {
    case 1:
      return collect({
        firstName: required(a.firstName, 'First name is required'),
        familyName: required(a.familyName, 'Family name is required'),
        gender: required(a.gender, 'Gender is required'),
        email: emailError(a.email),
        country: required(a.country, 'Country is required'),
        mobile: required(a.mobile, 'Mobile number is required'),
      });
    case 2:
      return collect({
        jobTitle: required(a.jobTitle, 'Job title is required'),
        jobClassification: required(a.jobClassification, 'Job classification is required'),
        highestQualification: required(a.highestQualification, 'Highest qualification is required'),
        department: required(a.department, 'Department is required'),
        institution: required(a.institution, 'Institution is required'),
        yearsInAcademia:
          a.yearsInAcademia.trim() === '' || (Number(a.yearsInAcademia) >= 0 && Number(a.yearsInAcademia) <= 100)
            ? null
            : 'Years in academia must be a number from 0 to 100',
      });
    case 3:
      return collect({ researchInterests: required(a.researchInterests, 'Research interests are required') });
    case 4:
      return collect({
        contactPersonName: required(a.contactPersonName, 'Contact person name is required'),
        contactPersonInstitution: required(a.contactPersonInstitution, 'Contact person institution is required'),
        areasForCollaboration: required(a.areasForCollaboration, 'Areas for collaboration are required'),
        membershipType: required(a.membershipType, 'Please select a membership type'),
        confidentialityConsent: a.confidentialityConsent ? null : 'You must agree to the confidentiality consent',
      });
    default:
      return {};
  }
}
