// The settings of a signed-in member, one section each: the password, two-step verification, a
// copy of their data, and deleting the account, after which the confirmation stands alone.
import { useState } from 'react';
import { AccountDeleted } from './AccountDeleted';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DeleteAccountForm } from './DeleteAccountForm';
import { DownloadMyData } from './DownloadMyData';
import { TwoStepSettings } from './TwoStepSettings';

export function MemberSettings({ email, onSignedOut }: { email: string; onSignedOut: () => void }) {
  const [deletedMessage, setDeletedMessage] = useState<string | null>(null);
  if (deletedMessage !== null) return <AccountDeleted message={deletedMessage} />;
  return (
    <>
      <ChangePasswordForm onSignedOut={onSignedOut} />
      <TwoStepSettings email={email} onSignedOut={onSignedOut} />
      <DownloadMyData onSignedOut={onSignedOut} />
      <DeleteAccountForm onSignedOut={onSignedOut} onDeleted={setDeletedMessage} />
    </>
  );
}
