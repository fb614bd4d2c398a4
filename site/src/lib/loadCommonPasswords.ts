// Loads the list of common passwords into commonPasswords.ts. The list is the service's own file,
// contract/common-passwords.txt (one a line, lower case), so the checklist says what the service
// will say. At 20 KB gzipped it is more than any form page can carry up front: the dynamic import
// puts it in a chunk of its own, asked for once a password is being typed (PasswordChecklist).
import { setCommonPasswords } from './commonPasswords';

let loading: Promise<void> | null = null;

/**
 * Loads the list, once per page; resolves when it has loaded or failed to. A failure is not
 * retried: the service checks every new password anyway, and the checklist says it will.
 */
export function loadCommonPasswords(): Promise<void> {
  if (loading) return loading;
  setCommonPasswords({ state: 'loading' });
  loading = import('../../../contract/common-passwords.txt?raw').then(
    ({ default: text }) =>
      setCommonPasswords({ state: 'loaded', passwords: new Set(text.split(/\r?\n/).filter(Boolean)) }),
    () => setCommonPasswords({ state: 'failed' }),
  );
  return loading;
}
