// /profile: the signed-in member's name and e-mail, with the way to their settings and to the
// membership application; signed out, it says so and links to Login and Sign Up.
import { sitePath } from '../../lib/paths';
import { Checking, CouldNotCheck, SignedOut } from './AccountStatus';
import { useAccount } from './useAccount';

export function Profile() {
  const { account, retry } = useAccount();
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
            <a className="btn btn--ghost" href={sitePath('/membership-application')}>
              Apply for Membership
            </a>
          </p>
        </section>
      );
    }
  }
}
