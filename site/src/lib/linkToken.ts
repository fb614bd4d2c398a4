// The token of a link mailed by the service (`/confirm-email#token=...`, `/reset-password#token=...`).
// It travels in the fragment, which browsers never send to a server or in a Referer; once read, it
// is taken out of the address bar, so it stays out of the history, bookmarks and screenshots.

/** The token in a fragment such as `#token=abc`, or '' when there is none. */
export function tokenInFragment(hash: string): string {
  if (hash === '' || hash === '#') return '';
  return new URLSearchParams(hash.slice(1)).get('token')?.trim() ?? '';
}

/** The token in the page's address, or '' when there is none; the fragment is removed. */
export function takeTokenFromAddress(): string {
  const { hash, pathname, search } = window.location;
  const token = tokenInFragment(hash);
  if (hash !== '') window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  return token;
}
