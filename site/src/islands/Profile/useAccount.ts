// Who is signed in, as the service says (GET /api/users/me with the stored token; the session
// cookie is sent too, so a tab without the token is recognised). Shared by Profile and
// AccountSettings. The first render is always 'loading', so the HTML rendered at build time is
// the same for everyone and storage is only read in the effect.
import { useCallback, useEffect, useState } from 'react';
import type { User } from '../../lib/api';
import { forgetSignedOut } from '../../lib/session';
import { confirmSignedIn } from '../../lib/signedIn';

export type Account =
  | { state: 'loading' }
  | { state: 'signed-out' }
  | { state: 'failed'; message: string }
  | { state: 'signed-in'; user: User };

export interface AccountHandle {
  account: Account;
  /** Ask the service again (after a failure). */
  retry: () => void;
  /** The service said the session has ended (401 on a later call). */
  signedOut: () => void;
}

export function useAccount(): AccountHandle {
  const [account, setAccount] = useState<Account>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is what retry() changes to ask again.
  useEffect(() => {
    let current = true;
    void confirmSignedIn().then((answer) => {
      if (!current) return;
      if (answer.state === 'signed-in') setAccount({ state: 'signed-in', user: answer.user });
      else if (answer.state === 'signed-out') setAccount({ state: 'signed-out' });
      else setAccount({ state: 'failed', message: answer.message });
    });
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setAccount({ state: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  const signedOut = useCallback(() => {
    forgetSignedOut();
    setAccount({ state: 'signed-out' });
  }, []);

  return { account, retry, signedOut };
}
