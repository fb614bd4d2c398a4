// What /login and /signup show a member who is already signed in, instead of their form: who they
// are signed in as, and the ways on: to their profile (from /signup, to the membership application
// first), or to log out, after which the page comes back with its form.
import { useState } from 'react';
import { api } from '../api';
import { goTo, sitePath } from '../paths';
import { clearSession, readSession } from '../session';
import './SignedInAs.css';
import { shownAddress } from '../addresses';

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

  const who = name || email;
  return (
    <div className="signed-in-as">
      <p className="notice" role="status">
        {who ? (
          <>
            You are signed in as <strong>{who}</strong>
            {name && email && <> ({shownAddress(email)})</>}.
          </>
        ) : (
          'You are signed in.'
        )}
      </p>
      <p>
        {page === '/signup'
          ? 'You already have an account. To create another one, log out first.'
          : 'To sign in with another account, log out first.'}
      </p>
      <p className="signed-in-as__actions">
        {page === '/signup' && (
          <a className="btn btn--primary" href={sitePath('/membership-application')}>
            Apply for membership
          </a>
        )}
        <a className={`btn ${page === '/signup' ? 'btn--secondary' : 'btn--primary'}`} href={sitePath('/profile')}>
          Go to your profile
        </a>
        <button className="btn btn--ghost" type="button" onClick={logOut} aria-disabled={busy || undefined}>
          {busy ? 'Logging out...' : 'Log out'}
        </button>
      </p>
    </div>
  );
}
