// The settings of a signed-in member, one section each: the password, a copy of their data, and
// deleting the account, after which the confirmation stands alone on the page.
import { useState } from 'react';
import { AccountDeleted } from './AccountDeleted';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DeleteAccountForm } from './DeleteAccountForm';
import { DownloadMyData } from './DownloadMyData';

export function MemberSettings({ onSignedOut }: { onSignedOut: () => void }) {
  const [deletedMessage, setDeletedMessage] = useState<string | null>(null);
  if (deletedMessage !== null) return <AccountDeleted message={deletedMessage} />;
  return (
    <>
      <ChangePasswordForm onSignedOut={onSignedOut} />
      <DownloadMyData onSignedOut={onSignedOut} />
      <DeleteAccountForm onSignedOut={onSignedOut} onDeleted={setDeletedMessage} />
    </>
  );
}
