// What the account pages show until they know who is signed in: checking, signed out, or a
// failure to ask. Shared by Profile and AccountSettings so both say the same thing.
import type { ReactNode } from 'react';
import type { User } from '../../lib/api';
import { withReturn } from '../../lib/returnTo';
import { t } from './messages';
import { useAccount } from './useAccount';
import './account.css';

export function Checking() {
  return (
    <p className="notice" role="status">
      {t('profile-checking')}
    </p>
  );
}

export function SignedOut() {
  return (
    <div className="account-status">
      <p className="notice">{t('profile-signed-out')}</p>
      <p>{t('profile-signed-out-explained')}</p>
      <p className="account-actions">
        <a className="btn btn--primary" href={withReturn('/login')}>
          {t('profile-login')}
        </a>
        <a className="btn btn--ghost" href={withReturn('/signup')}>
          {t('profile-sign-up')}
        </a>
      </p>
    </div>
  );
}

/** A question to the service that failed, with the way to ask again (`error`: in a failure's colours). */
export function CouldNotCheck({
  message,
  retry,
  error = false,
}: {
  message: string;
  retry: () => void;
  error?: boolean;
}) {
  return (
    <div className="account-status">
      <p className={error ? 'notice notice--error' : 'notice'} role="alert">
        {message}
      </p>
      <p className="account-actions">
        <button className="btn btn--ghost" type="button" onClick={retry}>
          {t('profile-try-again')}
        </button>
      </p>
    </div>
  );
}

/**
 * What an account page shows: checking, signed out or a failure to ask until the service says who
 * is signed in; then the page's own content for that member (`signedOut` for a later 401).
 */
export function AccountGate({ signedIn }: { signedIn: (user: User, signedOut: () => void) => ReactNode }) {
  const { account, retry, signedOut } = useAccount();
  switch (account.state) {
    case 'loading':
      return <Checking />;
    case 'signed-out':
      return <SignedOut />;
    case 'failed':
      return <CouldNotCheck message={account.message} retry={retry} />;
    case 'signed-in':
      return signedIn(account.user, signedOut);
  }
}
