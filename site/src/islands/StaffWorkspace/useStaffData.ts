// What a view asks the service for when it opens or its part of the address changes: loading,
// failed (with the service's sentence and a way to ask again) or loaded. A refusal for want of a
// session or of access (401, 403) is also handed to the gate (useStaff().lost), which looks again.
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api';
import { UNEXPECTED_MESSAGE } from '../../lib/forms/failure';
import { useStaff } from './context';

export type Loaded<T> =
  | { state: 'loading' }
  | { state: 'failed'; message: string; status: number }
  | { state: 'loaded'; data: T };

export interface DataHandle<T> {
  loaded: Loaded<T>;
  retry: () => void;
  /** The service answered the data anew (after a change): show it without asking again. */
  replace: (data: T) => void;
}

/** `load` is called again whenever `key` changes (the part of the address it depends on). */
export function useStaffData<T>(key: string, load: () => Promise<T>): DataHandle<T> {
  const { lost } = useStaff();
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loader = useRef(load);
  loader.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` and `attempt` say when to ask again; `load` is read from its ref.
  useEffect(() => {
    let current = true;
    setLoaded({ state: 'loading' });
    loader.current().then(
      (data) => current && setLoaded({ state: 'loaded', data }),
      (error: unknown) => {
        if (!current) return;
        const failure = error instanceof ApiError ? error : new ApiError(0, UNEXPECTED_MESSAGE);
        // A refused filter: what is wrong with it, rather than "correct the highlighted fields".
        const message = Object.values(failure.fieldErrors).join(' ') || failure.message;
        setLoaded({ state: 'failed', message, status: failure.status });
        lost(failure);
      },
    );
    return () => {
      current = false;
    };
  }, [key, attempt, lost]);

  return {
    loaded,
    retry: useCallback(() => setAttempt((n) => n + 1), []),
    replace: useCallback((data: T) => setLoaded({ state: 'loaded', data }), []),
  };
}
