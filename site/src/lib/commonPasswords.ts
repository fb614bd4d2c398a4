// What the browser knows of the 5,000 most common passwords, which the service refuses whole and
// in any case with 'Please choose a stronger password' (contract::common_passwords): nothing until
// the list has loaded (loadCommonPasswords.ts, once a password is typed), then the list itself. The
// rules (validation.ts) read it here, without pulling the loader into every form's JavaScript.

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

/** Whether the whole password, in any case, is on the list, as far as is known yet. */
export function commonVerdict(password: string): CommonVerdict {
  switch (list.state) {
    case 'loaded':
      return list.passwords.has(password.toLowerCase()) ? 'common' : 'uncommon';
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
