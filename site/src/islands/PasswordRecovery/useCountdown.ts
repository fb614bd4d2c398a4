import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left of a countdown that starts on mount; `restart()` starts it again. Counted
 * against a deadline rather than by ticks, so a throttled background tab still ends on time.
 */
export function useCountdown(seconds: number): { remaining: number; restart: () => void } {
  const [run, setRun] = useState(0);
  const [remaining, setRemaining] = useState(seconds);

  useEffect(() => {
    const deadline = Date.now() + seconds * 1000;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [run, seconds]);

  const restart = useCallback(() => {
    setRemaining(seconds);
    setRun((count) => count + 1);
  }, [seconds]);

  return { remaining, restart };
}
