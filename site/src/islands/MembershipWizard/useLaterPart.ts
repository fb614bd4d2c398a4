// The wizard's later part (later.ts), fetched once it is wanted: when the applicant first moves
// into the form, or comes back to a later step (a draft, the browser's history), so that it has
// usually arrived before they choose Next. Should it not arrive (the connection lost), the step
// that needs it says so and offers to try again; the answers are kept meanwhile.
import { useCallback, useEffect, useRef, useState } from 'react';
import { inLanguage } from '../../lib/messages/catalog';

export type LaterPart = typeof import('./later');

export interface Later {
  part: LaterPart | null;
  /** The last attempt failed: nothing is being fetched now. */
  failed: boolean;
  retry: () => void;
}

export function useLaterPart(wanted: boolean): Later {
  const [part, setPart] = useState<LaterPart | null>(null);
  const [failed, setFailed] = useState(false);
  const asked = useRef(false);
  const load = useCallback(() => {
    asked.current = true;
    setFailed(false);
    inLanguage(import('./later')).then(setPart, () => setFailed(true));
  }, []);
  useEffect(() => {
    if (wanted && !asked.current) load();
  }, [wanted, load]);
  return { part, failed, retry: load };
}
