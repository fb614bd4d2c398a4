// What /login and /signup show a member who is already signed in, instead of their form: who they
// are signed in as, and the ways on: to their profile (from /signup, to the membership application
// first), or to log out, after which the page comes back with its form.
import { useState } from 'react';
import { api } from '../api';
import { t } from '../messages/forms';
import { rich } from '../messages/rich';
import { goTo, sitePath } from '../paths';
import { clearSession, readSession } from '../session';
import './SignedInAs.css';
import { shownAddress } from '../addresses';

/** "You are signed in as <strong>Ada Lovelace</strong> (ada@example.org).", or as much as is known. */
function whoSentence(name: string, email: string) {
  const who = name || email;
  if (!who) return t('form-signed-in');
  const strong = { who: <strong>{who}</strong> };
  return name && email
    ? rich(t, 'form-signed-in-as-with-email', { email: shownAddress(email) }, strong)
    : rich(t, 'form-signed-in-as', {}, strong);
}

interface SignedInAsProps {
  name: string;
  email: string;
  /** The page it stands in for, shown again once logged out. */
  page: '/login' | '/signup';
}

export function SignedInAs({ name, email, page }: SignedInAsProps) {
  const [busy, setBusy] = useState(false);

  async function logOut() {
    if (busy) return;
    setBusy(true);
    try {
      await api.logout(readSession()?.accessToken);
    } catch {
      // Already ended or unreachable: the member asked to leave, so the page forgets anyway.
    }
    clearSession();
    // A new page load, so the header starts signed out too.
    goTo(page);
  }

  return (
    <div className="signed-in-as">
      <p className="notice" role="status">
        {whoSentence(name, email)}
      </p>
      <p>{t(page === '/signup' ? 'form-signed-in-signup' : 'form-signed-in-login')}</p>
      <p className="signed-in-as__actions">
        {page === '/signup' && (
          <a className="btn btn--primary" href={sitePath('/membership-application')}>
            {t('form-signed-in-apply')}
          </a>
        )}
        <a className={`btn ${page === '/signup' ? 'btn--secondary' : 'btn--primary'}`} href={sitePath('/profile')}>
          {t('form-signed-in-profile')}
        </a>
        <button className="btn btn--ghost" type="button" onClick={logOut} aria-disabled={busy || undefined}>
          {t(busy ? 'form-log-out-busy' : 'form-log-out')}
        </button>
      </p>
    </div>
  );
}
