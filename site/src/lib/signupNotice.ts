// After a sign-up the visitor lands on /login, where the sign-in form shows what the service
// answered (check the inbox of the address given) and fills in that address. Both travel in
// sessionStorage: this tab only, kept across the page load to /login, and read once.
//
// The service no longer answers the new user: it answers the same sentence for any address, so
// no one can learn who has an account, and nothing about an account is stored here. What is kept
// is what the visitor typed and was told: their own address (filling it in saves typing it again
// and reveals nothing they did not type) and the service's message. As before, signing up does
// not sign in: that waits for the confirmed address and the password.

const KEY = 'signupNotice';

export interface SignupNotice {
  /** The address the visitor signed up with. */
  email: string;
  /** The service's answer, naming the address it sent the link to. */
  message: string;
}

export function rememberSignupNotice(notice: SignupNotice): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(notice));
  } catch {
    // Storage can be switched off; the sign-in form then simply starts empty.
  }
}

/** The notice left by a sign-up just before, once; null otherwise. */
export function takeSignupNotice(): SignupNotice | null {
  try {
    const stored = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    const notice: unknown = stored === null ? null : JSON.parse(stored);
    return isNotice(notice) ? notice : null;
  } catch {
    return null;
  }
}

function isNotice(value: unknown): value is SignupNotice {
  const notice = value as Partial<SignupNotice> | null;
  return typeof notice?.email === 'string' && typeof notice.message === 'string' && notice.message !== '';
}
