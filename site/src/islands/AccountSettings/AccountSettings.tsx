// /account-settings: signed in, the change-password form; signed out, the same notice as /profile.
import { Checking, CouldNotCheck, SignedOut } from '../Profile/AccountStatus';
import { useAccount } from '../Profile/useAccount';
import { ChangePasswordForm } from './ChangePasswordForm';
// The form draws its own focusable notices, in the shared notices' colours.
import '../../lib/forms/Notice.css';
import './AccountSettings.css';

export function AccountSettings() {
  const { account, retry, signedOut } = useAccount();
  switch (account.state) {
    case 'loading':
      return <Checking />;
    case 'signed-out':
      return <SignedOut />;
    case 'failed':
      return <CouldNotCheck message={account.message} retry={retry} />;
    case 'signed-in':
      return <ChangePasswordForm onSignedOut={signedOut} />;
  }
}
