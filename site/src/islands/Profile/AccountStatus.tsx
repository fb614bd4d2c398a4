// What the account pages show until they know who is signed in: checking, signed out, or a
// failure to ask. Shared by Profile and AccountSettings so both say the same thing.
import { sitePath } from '../../lib/paths';
import './account.css';

export function Checking() {
  return (
    <p className="notice" role="status">
      Checking whether you are signed in...
    </p>
  );
}

export function SignedOut() {
  return (
    <div className="account-status">
      <p className="notice">You are not signed in.</p>
      <p>Log in to see your profile and account settings. If you do not have an account yet, sign up first.</p>
      <p className="account-actions">
        <a className="btn btn--primary" href={sitePath('/login')}>
          Login
        </a>
        <a className="btn btn--ghost" href={sitePath('/signup')}>
          Sign Up
        </a>
      </p>
    </div>
  );
}

export function CouldNotCheck({ message, retry }: { message: string; retry: () => void }) {
  return (
    <div className="account-status">
      <p className="notice" role="alert">
        {message}
      </p>
      <p className="account-actions">
        <button className="btn btn--ghost" type="button" onClick={retry}>
          Try again
        </button>
      </p>
    </div>
  );
}
