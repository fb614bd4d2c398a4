// The signed-in member's membership applications (GET /api/users/me/applications, newest first:
// those sent with the account's address), asked for once `enabled`; `retry` asks again after a
// failure; and whether one is still under review. Shared by /profile and the application page.
import { useCallback, useEffect, useState } from 'react';
import { ApiError, api, type MyApplication } from '../api';
import { readSession } from '../session';

/** Not decided yet: the membership team is reviewing it. */
export const isUnderReview = (application: MyApplication): boolean => application.status === 'received';

export type MyApplications =
  | { state: 'idle' | 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'loaded'; applications: MyApplication[] };

/** `onSignedOut`: the service said the session has ended (401). */
export function useMyApplications(
  enabled: boolean,
  onSignedOut?: () => void,
): { loaded: MyApplications; retry: () => void } {
  const [loaded, setLoaded] = useState<MyApplications>({ state: enabled ? 'loading' : 'idle' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is what retry() changes to ask again.
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setLoaded((now) => (now.state === 'loading' ? now : { state: 'loading' }));
    api.myApplications(readSession()?.accessToken).then(
      (applications) =>
        current && setLoaded({ state: 'loaded', applications: Array.isArray(applications) ? applications : [] }),
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status === 401 && onSignedOut) onSignedOut();
        else setLoaded({ state: 'failed', message: error instanceof ApiError ? error.message : String(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [enabled, attempt, onSignedOut]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { loaded, retry };
}
