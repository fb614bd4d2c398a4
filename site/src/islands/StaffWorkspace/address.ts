// The workspace keeps all its state in the address's query, since a static host serves one page,
// /staff/index.html, for it: `?status=received&type=regular&country=Kenya` is a list that can be
// shared, `?application=IAAII-2026-00001` one application, `?view=roles` and `?view=audit` the
// admins' views, `?view=recovery-codes` new recovery codes. A move within the workspace is a new
// entry of the browser's history, so Back and Forward walk through them; the pages of a list keep
// their cursors (`after`, `before`) in order.
import { useCallback, useMemo, useSyncExternalStore } from 'react';

export type View = 'applications' | 'application' | 'roles' | 'audit' | 'recovery-codes';

/** The list's filters, as the address and the service both name them. */
export const LIST_FILTERS = ['status', 'type', 'country', 'from', 'to', 'q', 'sort'] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];
/** The audit log's filters. */
export const AUDIT_FILTERS = ['action', 'actor'] as const;
export type AuditFilter = (typeof AUDIT_FILTERS)[number];
/** The cursors of the pages passed, oldest first: the last one is the page on screen. */
export const LIST_PAGES = 'after';
export const AUDIT_PAGES = 'before';

export function viewOf(params: URLSearchParams): View {
  if (params.get('application')) return 'application';
  const view = params.get('view');
  return view === 'roles' || view === 'audit' || view === 'recovery-codes' ? view : 'applications';
}

/** What changes in a query: a value, several (a repeated name), or null to remove the name. */
export type Changes = Record<string, string | readonly string[] | null>;

/** `params` with `changes` made; empty values are left out, so the address stays short. */
export function changed(params: URLSearchParams, changes: Changes): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    next.delete(name);
    for (const one of value === null ? [] : [value].flat()) if (one.trim() !== '') next.append(name, one);
  }
  return next;
}

/** Only the names given, as they are in `params` (a view's own part of the address). */
export function only(params: URLSearchParams, names: readonly string[]): URLSearchParams {
  const kept = new URLSearchParams();
  for (const [name, value] of params) if (names.includes(name)) kept.append(name, value);
  return kept;
}

/** The link to the workspace with this query (the page itself when it is empty). */
export function hrefOf(params: URLSearchParams): string {
  const query = params.toString();
  return query ? `?${query}` : window.location.pathname;
}

const MOVED = 'staff-workspace:moved';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(MOVED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(MOVED, onChange);
  };
}

/** Move to another state of the workspace: a new history entry, or the current one replaced. */
export function go(params: URLSearchParams, replace = false): void {
  const query = params.toString();
  const url = `${window.location.pathname}${query ? `?${query}` : ''}`;
  if (replace) window.history.replaceState(null, '', url);
  else window.history.pushState(null, '', url);
  window.dispatchEvent(new Event(MOVED));
}

/** The address's query, followed as it changes (a move, Back, Forward); empty while rendered at build time. */
export function useAddress(): { params: URLSearchParams; go: typeof go } {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  );
  const params = useMemo(() => new URLSearchParams(search), [search]);
  return { params, go: useCallback(go, []) };
}

// Signing in leaves this page for /login, whose `next` can only carry a path: the query is kept for
// this tab meanwhile, so a shared link to a list still shows that list after signing in.
const KEPT = 'iaaii_staff_address';

export function keepAddressForSignIn(): void {
  try {
    if (window.location.search) window.sessionStorage.setItem(KEPT, window.location.search);
  } catch {
    // Storage refused: the workspace opens on its first view.
  }
}

/** Back to the address kept before signing in, if the page was opened without one. */
export function restoreAddressAfterSignIn(): void {
  try {
    const kept = window.sessionStorage.getItem(KEPT);
    window.sessionStorage.removeItem(KEPT);
    if (kept && !window.location.search) go(new URLSearchParams(kept), true);
  } catch {
    // Storage refused: nothing was kept.
  }
}
