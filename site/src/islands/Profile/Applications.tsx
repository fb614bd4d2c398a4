// The signed-in member's membership applications on /profile (GET /api/users/me/applications,
// newest first): those sent with the account's address, each as a card (lib/applications). With
// none, it says so and links to the application.

import { shownAddress } from '../../lib/addresses';
import { ApplicationList, type MembershipTypeOption } from '../../lib/applications/ApplicationCard';
import { useMyApplications } from '../../lib/applications/useMyApplications';
import { sitePath } from '../../lib/paths';
import { CouldNotCheck } from './AccountStatus';
import { t } from './messages';

interface ApplicationsProps {
  /** The account's address: applications sent with it are listed. */
  email: string;
  membershipTypes: readonly MembershipTypeOption[];
  /** The service said the session has ended. */
  onSignedOut: () => void;
}

export function Applications({ email, membershipTypes, onSignedOut }: ApplicationsProps) {
  const { loaded, retry } = useMyApplications(true, onSignedOut);
  return (
    <section className="applications" aria-labelledby="applications-heading">
      <h2 id="applications-heading">{t('profile-applications-heading')}</h2>
      {loaded.state === 'loading' && <p role="status">{t('profile-applications-loading')}</p>}
      {loaded.state === 'failed' && (
        <CouldNotCheck message={t('profile-applications-failed', { reason: loaded.message })} retry={retry} error />
      )}
      {loaded.state === 'loaded' && loaded.applications.length === 0 && (
        <>
          <p>{t('profile-applications-none', { email: shownAddress(email) })}</p>
          <p className="account-actions">
            <a className="btn btn--primary" href={sitePath('/membership-application')}>
              {t('profile-apply')}
            </a>
          </p>
        </>
      )}
      {loaded.state === 'loaded' && loaded.applications.length > 0 && (
        <ApplicationList applications={loaded.applications} membershipTypes={membershipTypes} headingLevel={3} />
      )}
    </section>
  );
}
