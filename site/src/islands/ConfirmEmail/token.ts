// The token of a confirmation link (`/confirm-email#token=<64 hex characters>`). It travels in the
// fragment, which browsers never send to a server or in a Referer; once read, it is also taken out
// of the address bar, so it stays out of the history, bookmarks and screenshots.

/** The token in the page's address, or '' when there is none; the fragment is removed. */
export function takeTokenFromAddress(): string {
  const { hash, pathname, search } = window.location;
  if (hash === '' || hash === '#') return '';
  const token = new URLSearchParams(hash.slice(1)).get('token')?.trim() ?? '';
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  return token;
}
