// /profile: the signed-in member's name and e-mail and their membership applications, with the
// way to their settings; signed out, it says so and links to Login and Sign Up.
import { useMemo } from 'react';
import type { User } from '../../lib/api';
import type { MembershipTypeOption } from '../../lib/applications/ApplicationCard';
import { sitePath } from '../../lib/paths';
import { AccountGate } from './AccountStatus';
import { Applications } from './Applications';
import { t } from './messages';
// The applications' failure notice, in the shared notices' colours.
import '../../lib/forms/Notice.css';
import { shownAddress } from '../../lib/addresses';

export interface ProfileProps {
  /** regular, student, ... with their labels, from the site's data (optional: labels fall back to the value). */
  membershipTypes?: MembershipTypeOption[];
}

/** The member's name and address, with the way to their settings. */
function Details({ user }: { user: User }) {
  return (
    <section className="profile" aria-labelledby="profile-heading">
      <h2 id="profile-heading">{t('profile-details-heading')}</h2>
      <dl>
        <dt>{t('profile-name')}</dt>
        <dd>
          {user.firstName} {user.lastName}
        </dd>
        <dt>{t('profile-email')}</dt>
        <dd>{shownAddress(user.email)}</dd>
      </dl>
      <p className="account-actions">
        <a className="btn btn--secondary" href={sitePath('/account-settings')}>
          {t('profile-settings-link')}
        </a>
      </p>
    </section>
  );
}

export function Profile({ membershipTypes }: ProfileProps) {
  const types = useMemo(() => (Array.isArray(membershipTypes) ? membershipTypes : []), [membershipTypes]);
  return (
    <AccountGate
      signedIn={(user, signedOut) => (
        <>
          <Details user={user} />
          <Applications email={user.email} membershipTypes={types} onSignedOut={signedOut} />
        </>
      )}
    />
  );
}
