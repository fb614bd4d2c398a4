// Links to the page before and the page after, as the address carries them (the cursors of the
// pages passed, in order). Following one moves focus to the results' heading (the view's choice).
import { QueryLink } from './QueryLink';

interface PagerProps {
  label: string;
  previous: URLSearchParams | null;
  next: URLSearchParams | null;
  previousText: string;
  nextText: string;
  onFollow: () => void;
}

export function Pager({ label, previous, next, previousText, nextText, onFollow }: PagerProps) {
  if (!previous && !next) return null;
  return (
    <nav className="staff-pager" aria-label={label}>
      {previous && (
        <QueryLink to={previous} rel="prev" className="btn btn--ghost" onFollow={onFollow}>
          {previousText}
        </QueryLink>
      )}
      {next && (
        <QueryLink to={next} rel="next" className="btn btn--ghost staff-pager__next" onFollow={onFollow}>
          {nextText}
        </QueryLink>
      )}
    </nav>
  );
}

/** The address of the next page: the cursors so far with `cursor` after them. */
export function pageAfter(params: URLSearchParams, name: string, cursor: string | number | undefined | null) {
  if (cursor === undefined || cursor === null) return null;
  const next = new URLSearchParams(params);
  next.append(name, String(cursor));
  return next;
}

/** The address of the page before: the last cursor dropped; null on the first page. */
export function pageBefore(params: URLSearchParams, name: string): URLSearchParams | null {
  const cursors = params.getAll(name);
  if (cursors.length === 0) return null;
  const before = new URLSearchParams(params);
  before.delete(name);
  for (const cursor of cursors.slice(0, -1)) before.append(name, cursor);
  return before;
}
