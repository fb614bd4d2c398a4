// What the browser knows of the 5,000 most common passwords, which the service refuses in any case
// and with up to six digits or symbols added at their ends ('Password123!'), with 'Please choose a
// stronger password' (contract::common_passwords, the same rule; both read the cases in
// forms-api/tests/validation-cases.json): nothing until the list has loaded (loadCommonPasswords.ts,
// once a password is typed), then the list itself. The rules (validation.ts) read it here, without
// pulling the loader into every form's JavaScript.

/** Where a password stands against the list: 'checking' while it loads, 'unchecked' if it failed to. */
export type CommonVerdict = 'common' | 'uncommon' | 'checking' | 'unchecked';

export type ListState = { state: 'idle' | 'loading' | 'failed' } | { state: 'loaded'; passwords: ReadonlySet<string> };

let list: ListState = { state: 'idle' };
const listeners = new Set<() => void>();

/** The loader's news: loading, loaded (with the list) or failed. */
export function setCommonPasswords(next: ListState): void {
  list = next;
  for (const listener of listeners) listener();
}

/** How many digits or symbols a common password may gain, at its ends, and still count as common. */
export const DECORATION_LIMIT = 6;

/** What people add to a common password to pass a site's rules: a digit or an ASCII symbol. */
const DECORATION = /^[0-9!-/:-@[-`{-~]$/;

/**
 * Whether the password, in any case, is on the list, whole or with at most DECORATION_LIMIT digits
 * or ASCII symbols added at its start and end together.
 */
export function isCommonPassword(password: string, passwords: ReadonlySet<string>): boolean {
  const chars = [...password.toLowerCase()];
  const run = (from: string[]) => {
    const index = from.findIndex((c) => !DECORATION.test(c));
    return index === -1 ? from.length : index;
  };
  const leading = run(chars);
  const trailing = run([...chars].reverse());
  for (let start = 0; start <= Math.min(leading, DECORATION_LIMIT); start++) {
    for (let end = 0; end <= Math.min(trailing, DECORATION_LIMIT - start); end++) {
      if (start + end < chars.length && passwords.has(chars.slice(start, chars.length - end).join(''))) return true;
    }
  }
  return false;
}

/** Whether the password is a common one (isCommonPassword), as far as is known yet. */
export function commonVerdict(password: string): CommonVerdict {
  switch (list.state) {
    case 'loaded':
      return isCommonPassword(password, list.passwords) ? 'common' : 'uncommon';
    case 'failed':
      return 'unchecked';
    default:
      return 'checking';
  }
}

/** For React's useSyncExternalStore: the snapshot changes each time the list's state does. */
export function subscribeCommonPasswords(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const commonPasswordsSnapshot = (): ListState['state'] => list.state;
