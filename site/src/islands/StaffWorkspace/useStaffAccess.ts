// Where the visitor stands with the workspace, as the service says (GET /api/staff/me): signed out,
// a member without a staff role, staff who must set up two-step verification or pass it in this
// session, or ready. The first render is always 'checking', so the HTML rendered at build time is
// the same for everyone; without a stored token or the signed-in hint no request is made.
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api';
import { forgetSignedOut } from '../../lib/session';
import { mightBeSignedIn } from '../../lib/signedIn';
import { type StaffStatus, staffApi } from './staffApi';

export type Access =
  | { state: 'checking' }
  | { state: 'signed-out' }
  | { state: 'failed'; message: string }
  | { state: 'no-role' | 'enrol' | 'verify' | 'ready'; status: StaffStatus };

export function accessOf(status: StaffStatus): Access {
  if (!status.role) return { state: 'no-role', status };
  if (!status.secondFactorSetUp) return { state: 'enrol', status };
  if (!status.secondFactorPassed) return { state: 'verify', status };
  return { state: 'ready', status };
}

export interface AccessHandle {
  access: Access;
  /** Ask the service again, showing what is on screen meanwhile (after a step is passed). */
  recheck: () => void;
  /** Ask again after a failure, showing that it asks. */
  retry: () => void;
  /** A call was refused: 401 means signed out, 403 that the role or second factor has changed. */
  lost: (error: unknown) => void;
}

export function useStaffAccess(): AccessHandle {
  const [access, setAccess] = useState<Access>({ state: 'checking' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is what recheck() changes to ask again.
  useEffect(() => {
    if (!mightBeSignedIn()) {
      setAccess({ state: 'signed-out' });
      return;
    }
    let current = true;
    staffApi.status().then(
      (status) => current && setAccess(accessOf(status)),
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status === 401) {
          forgetSignedOut();
          setAccess({ state: 'signed-out' });
        } else {
          setAccess({ state: 'failed', message: error instanceof ApiError ? error.message : String(error) });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const recheck = useCallback(() => setAttempt((n) => n + 1), []);
  const retry = useCallback(() => {
    setAccess({ state: 'checking' });
    setAttempt((n) => n + 1);
  }, []);
  const lost = useCallback((error: unknown) => {
    if (!(error instanceof ApiError)) return;
    if (error.status === 401) {
      forgetSignedOut();
      setAccess({ state: 'signed-out' });
    } else if (error.status === 403) {
      setAttempt((n) => n + 1);
    }
  }, []);

  return { access, recheck, retry, lost };
}
