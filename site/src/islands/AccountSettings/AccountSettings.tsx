// /account-settings: signed in, the change-password form; signed out, the same notice as /profile.
import { AccountGate } from '../Profile/AccountStatus';
import { ChangePasswordForm } from './ChangePasswordForm';
// The form draws its own focusable notices, in the shared notices' colours.
import '../../lib/forms/Notice.css';
import './AccountSettings.css';

export function AccountSettings() {
  return <AccountGate signedIn={(_user, signedOut) => <ChangePasswordForm onSignedOut={signedOut} />} />;
}
