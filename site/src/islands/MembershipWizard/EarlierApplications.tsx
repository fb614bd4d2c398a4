// A signed-in member who has applied before sees, above the form, what they sent and where it
// stands (their applications, as /profile shows them), so that a second application is a choice
// and not an accident. While one is under review the form stays folded away behind 'Apply again';
// once every one is decided the form is open, and a sentence says what a new one is for. Fetched
// only for a member who has applied before (useEarlierApplications), so other visitors load none of it.
import type { MyApplication } from '../../lib/api';
import { ApplicationList, type MembershipTypeOption } from '../../lib/applications/ApplicationCard';
import { isUnderReview } from '../../lib/applications/useMyApplications';
import { rich } from '../../lib/messages/rich';
import { sitePath } from '../../lib/paths';
import { t } from './messages';

export interface EarlierApplicationsProps {
  applications: readonly MyApplication[];
  membershipTypes: readonly MembershipTypeOption[];
  /** The form is folded away: offer to apply again. */
  folded: boolean;
  onApplyAgain: () => void;
}

export function EarlierApplications({ applications, membershipTypes, folded, onApplyAgain }: EarlierApplicationsProps) {
  const underReview = applications.filter(isUnderReview);
  // Those under review, else the latest decision; the profile has them all.
  const shown = underReview.length > 0 ? underReview : applications.slice(0, 1);
  return (
    <section className="wizard-earlier" aria-labelledby="wizard-earlier-title">
      <h3 className="wizard-earlier__title" id="wizard-earlier-title">
        {underReview.length > 0 ? t('wizard-already-applied') : t('wizard-applied-before')}
      </h3>
      <ApplicationList applications={shown} membershipTypes={membershipTypes} headingLevel={4} />
      <p>
        {underReview.length > 0
          ? t('wizard-earlier-under-review', { count: underReview.length })
          : t('wizard-earlier-decided')}
      </p>
      <p>
        {rich(
          t,
          'wizard-earlier-profile',
          {},
          { link: <a href={sitePath('/profile')}>{t('wizard-earlier-profile-link')}</a> },
        )}
      </p>
      {folded && (
        <button type="button" className="btn btn--secondary" onClick={onApplyAgain}>
          {t('wizard-apply-again')}
        </button>
      )}
    </section>
  );
}
