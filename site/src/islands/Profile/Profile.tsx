// /profile: the signed-in member's name and e-mail and their membership applications, with the
// way to their settings; signed out, it says so and links to Login and Sign Up.
import { useMemo } from 'react';
import { sitePath } from '../../lib/paths';
import { Checking, CouldNotCheck, SignedOut } from './AccountStatus';
import { Applications, type MembershipTypeOption } from './Applications';
import { useAccount } from './useAccount';
// The applications' failure notice, in the shared notices' colours.
import '../../lib/forms/Notice.css';

export interface ProfileProps {
  /** regular, student, ... with their labels, from the site's data (optional: labels fall back to the value). */
  membershipTypes?: MembershipTypeOption[];
}

export function Profile({ membershipTypes }: ProfileProps) {
  const { account, retry, signedOut } = useAccount();
  const types = useMemo(() => (Array.isArray(membershipTypes) ? membershipTypes : []), [membershipTypes]);
  switch (account.state) {
    case 'loading':
      return <Checking />;
    case 'signed-out':
      return <SignedOut />;
    case 'failed':
      return <CouldNotCheck message={account.message} retry={retry} />;
    case 'signed-in': {
      const { user } = account;
      return (
        <>
          <section className="profile" aria-labelledby="profile-heading">
            <h2 id="profile-heading">Your details</h2>
            <dl>
              <dt>Name</dt>
              <dd>
                {user.firstName} {user.lastName}
              </dd>
              <dt>E-mail</dt>
              <dd>{user.email}</dd>
            </dl>
            <p className="account-actions">
              <a className="btn btn--secondary" href={sitePath('/account-settings')}>
                Account Settings
              </a>
            </p>
          </section>
          <Applications email={user.email} membershipTypes={types} onSignedOut={signedOut} />
        </>
      );
    }
  }
}
