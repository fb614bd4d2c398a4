import { daysUntil, longDate } from './days';

export interface CountdownProps {
  /** The last day of the offer, YYYY-MM-DD. */
  until: string;
  /** Injected by tests; the visitor's clock otherwise. */
  now?: Date;
}

/** Days left until an offer ends; once it has ended it says so, never a negative number. */
export function Countdown({ until, now = new Date() }: CountdownProps) {
  const days = daysUntil(until, now);
  const date = longDate(until);
  if (days <= 0) {
    return (
      <p className="countdown countdown--ended">
        This offer ended on <time dateTime={until}>{date}</time>.
      </p>
    );
  }
  return (
    <p className="countdown">
      <strong className="countdown__days">{days}</strong> {days === 1 ? 'day' : 'days'} remaining until{' '}
      <time dateTime={until}>{date}</time>.
    </p>
  );
}
