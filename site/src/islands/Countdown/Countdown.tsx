import { useEffect, useState } from 'react';
import { daysUntil, longDate } from './days';

export interface CountdownProps {
  /** The last day of the offer, YYYY-MM-DD. */
  until: string;
  /** Injected by tests; the visitor's clock otherwise. */
  now?: Date;
}

/**
 * Days left until an offer ends; once it has ended it says so, never a negative number. The
 * page is built ahead of time, so the first render (also the prerendered HTML) names only the
 * date; the count follows from the visitor's clock once the island runs.
 */
export function Countdown({ until, now }: CountdownProps) {
  const [today, setToday] = useState<Date | undefined>(now);
  useEffect(() => setToday(now ?? new Date()), [now]);
  const date = <time dateTime={until}>{longDate(until)}</time>;
  if (!today) {
    return <p className="countdown">This offer runs until {date}.</p>;
  }
  const days = daysUntil(until, today);
  if (days <= 0) {
    return <p className="countdown countdown--ended">This offer ended on {date}.</p>;
  }
  return (
    <p className="countdown">
      <strong className="countdown__days">{days}</strong> {days === 1 ? 'day' : 'days'} remaining until {date}.
    </p>
  );
}
