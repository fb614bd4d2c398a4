// Every answer of an application, in the order the application form asks for them, each as a row
// of GOV.UK's summary list: the question as the form words it, then the answer as a person reads it.
import type { ReactNode } from 'react';
import { shownAddress } from '../../lib/addresses';
import { useStaff } from './context';
import { type Choice, choiceLabel } from './format';
import type { ApplicationDetail } from './staffApi';

type Answers = ApplicationDetail['answers'];
// The language it was sent in is the service's, not a question of the form.
type Field = Exclude<keyof Answers, 'language'>;

/**
 * The questions, in the form's order, as the form labels them (MembershipWizard/fields.tsx) without
 * its "(optional)": here each is an answer, given or not. A table of its own rather than an import,
 * which would move the form's labels out of its page's chunk (see fields.tsx); fields.test.tsx
 * holds the two to each other.
 */
export const QUESTIONS: Record<Field, string> = {
  firstName: 'First name',
  familyName: 'Family name',
  gender: 'Gender',
  email: 'Email address',
  country: 'Country',
  mobile: 'Mobile number',
  jobTitle: 'Job title',
  jobClassification: 'Job classification',
  highestQualification: 'Highest qualification',
  department: 'Department',
  institution: 'Institution',
  yearsInAcademia: 'Years in academia',
  researchInterests: 'Research interests',
  subjectClassification: 'Subject classification',
  areasOfSpecialization: 'Areas of specialization',
  contactPersonName: "Contact person's name",
  contactPersonInstitution: "Contact person's institution",
  areasForCollaboration: 'Areas for collaboration',
  membershipType: 'Membership type',
  confidentialityConsent: 'Consent to confidentiality',
};

export function answerOf(field: Field, answers: Answers, membershipTypes: readonly Choice[]): string {
  const value = answers[field];
  if (field === 'confidentialityConsent') return value ? 'Given' : 'Not given';
  if (value === undefined || value === null || String(value).trim() === '') return 'Not given';
  if (field === 'membershipType') return choiceLabel(String(value), membershipTypes);
  if (field === 'email') return shownAddress(String(value));
  return String(value);
}

export function SummaryRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="staff-summary__row">
      <dt className="staff-summary__key">{term}</dt>
      <dd className="staff-summary__value">{children}</dd>
    </div>
  );
}

export function AnswersList({ answers }: { answers: Answers }) {
  const { membershipTypes } = useStaff();
  return (
    <section className="staff-answers" aria-labelledby="answers-heading">
      <h3 id="answers-heading">Answers</h3>
      <dl className="staff-summary">
        {(Object.keys(QUESTIONS) as Field[]).map((field) => (
          <SummaryRow key={field} term={QUESTIONS[field]}>
            {answerOf(field, answers, membershipTypes)}
          </SummaryRow>
        ))}
      </dl>
    </section>
  );
}
