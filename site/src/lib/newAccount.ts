// After a sign-up the visitor lands on /login: the sign-up form leaves the new account's e-mail
// address for the sign-in form, which fills it in and says the account was created. It lives in
// sessionStorage (this tab only) and is read once.

const KEY = 'newAccountEmail';

export function rememberNewAccount(email: string): void {
  try {
    window.sessionStorage.setItem(KEY, email);
  } catch {
    // Storage can be switched off; the sign-in form then simply starts empty.
  }
}

/** The e-mail address of an account created just before, once; null otherwise. */
export function takeNewAccount(): string | null {
  try {
    const email = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return email;
  } catch {
    return null;
  }
}
