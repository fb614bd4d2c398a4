// A signed-in member who has applied before sees, above the form, what they sent and where it
// stands (their applications, as /profile shows them), so that a second application is a choice
// and not an accident. While one is under review the form stays folded away behind 'Apply again';
// once every one is decided the form is open, and a sentence says what a new one is for. Fetched
// only for a member who has applied before (useEarlierApplications), so other visitors load none of it.
import type { MyApplication } from '../../lib/api';
import { ApplicationList, type MembershipTypeOption } from '../../lib/applications/ApplicationCard';
import { isUnderReview } from '../../lib/applications/useMyApplications';
import { sitePath } from '../../lib/paths';

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
  const one = shown.length === 1;
  return (
    <section className="wizard-earlier" aria-labelledby="wizard-earlier-title">
      <h3 className="wizard-earlier__title" id="wizard-earlier-title">
        {underReview.length > 0 ? 'You have already applied' : 'You have applied before'}
      </h3>
      <ApplicationList applications={shown} membershipTypes={membershipTypes} headingLevel={4} />
      <p>
        {underReview.length > 0
          ? `The membership team will write to you about ${one ? 'it' : 'them'}: you do not need to apply again. Apply again only for a different membership type; a new application does not replace ${one ? 'the one' : 'those'} above.`
          : 'A new application, for a different membership type for example, is reviewed on its own: it does not change the decision above.'}
      </p>
      <p>
        <a href={sitePath('/profile')}>Your profile</a> lists all your applications and where they stand.
      </p>
      {folded && (
        <button type="button" className="btn btn--secondary" onClick={onApplyAgain}>
          Apply again
        </button>
      )}
    </section>
  );
}
