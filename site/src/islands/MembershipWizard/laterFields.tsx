// The descriptions of the fields of steps 2 to 4 (fields.tsx has the first step's and the kinds of
// description), part of what the wizard loads once the applicant starts (later.ts).
import { rich } from '../../lib/messages/rich';
import { sitePath } from '../../lib/paths';
import { type Descriptions, type FirstStepDescriptions, lines, named, oneLine } from './fields';
import { t } from './messages';

export type LaterStepDescriptions = Omit<Descriptions, keyof FirstStepDescriptions>;

/** The descriptions of steps 2 to 4, in the page's language (read when drawn, never kept). */
export function laterStepFields(): LaterStepDescriptions {
  return {
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
