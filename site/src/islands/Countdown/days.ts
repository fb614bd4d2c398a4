const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `now` to local midnight at the start of `until` (YYYY-MM-DD), rounded up. */
export function daysUntil(until: string, now: Date): number {
  const [year, month, day] = until.split('-').map(Number);
  const deadline = new Date(year, month - 1, day);
  return Math.ceil((deadline.getTime() - now.getTime()) / DAY_MS);
}

/** "May 1, 2025" for "2025-05-01", in the page's language. */
export function longDate(until: string): string {
  const [year, month, day] = until.split('-').map(Number);
  return new Date(year, month - 1, day).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}
