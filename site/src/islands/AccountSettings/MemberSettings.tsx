// The settings of a signed-in member, one section each: the password, two-step verification, a
// copy of their data, and deleting the account, after which the confirmation stands alone.
import { lazy, Suspense, useState } from 'react';
import { inLanguage } from '../../lib/messages/catalog';
import { AccountDeleted } from './AccountDeleted';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DeleteAccountForm } from './DeleteAccountForm';
import { DownloadMyData } from './DownloadMyData';
import { t } from './messages';

// Its own chunk: the QR code set-up, passkeys and recovery codes are not needed to change a password.
const TwoStepSettings = lazy(() =>
  inLanguage(import('./TwoStepSettings')).then((module) => ({ default: module.TwoStepSettings })),
);

export function MemberSettings({ email, onSignedOut }: { email: string; onSignedOut: () => void }) {
  const [deletedMessage, setDeletedMessage] = useState<string | null>(null);
  if (deletedMessage !== null) return <AccountDeleted message={deletedMessage} />;
  return (
    <>
      <ChangePasswordForm onSignedOut={onSignedOut} />
      <Suspense fallback={<p role="status">{t('settings-two-step-checking')}</p>}>
        <TwoStepSettings email={email} onSignedOut={onSignedOut} />
      </Suspense>
      <DownloadMyData onSignedOut={onSignedOut} />
      <DeleteAccountForm onSignedOut={onSignedOut} onDeleted={setDeletedMessage} />
    </>
  );
}
