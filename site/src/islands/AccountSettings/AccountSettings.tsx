// /account-settings: signed in, the member's settings (MemberSettings); signed out, the same notice
// as /profile.
import { AccountGate } from '../Profile/AccountStatus';
import { MemberSettings } from './MemberSettings';
// The forms draw their own focusable notices, in the shared notices' colours.
import '../../lib/forms/Notice.css';
import '../../lib/twoStep/twoStep.css';
import './AccountSettings.css';

export function AccountSettings() {
  return <AccountGate signedIn={(user, signedOut) => <MemberSettings email={user.email} onSignedOut={signedOut} />} />;
}
