import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left of a countdown that starts on mount; `restart()` starts it again. Counted
 * against a deadline rather than by ticks, so a throttled background tab still ends on time.
 */
export function useCountdown(seconds: number): { remaining: number; restart: () => void } {
  // When the countdown ends; null until the first run starts it on mount.
  const [deadline, setDeadline] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(seconds);

  useEffect(() => {
    const end = deadline ?? Date.now() + seconds * 1000;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((end - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline, seconds]);

  const restart = useCallback(() => {
    setRemaining(seconds);
    setDeadline(Date.now() + seconds * 1000);
  }, [seconds]);

  return { remaining, restart };
}
