// Where signing in returns to: the page that sent the visitor to /login (`/login/?next=/profile`),
// or the page a sign-up started from once its address is confirmed (the confirmation link opens
// in another tab, days later perhaps, so that one is remembered in localStorage for as long as the
// link works). Only a path of this site is ever followed: never another origin. No React here:
// the header, which loads on every page, uses it too.
import { basePath, sitePath } from './paths';

const REMEMBERED = 'iaaii_return_to';
/** As long as a confirmation link works (forms-api CONFIRMATION_SECONDS). */
const REMEMBERED_MS = 48 * 3600 * 1000;

/** A route of this site (`/account-settings`), or null for anything else. */
export function siteRoute(value: string | null | undefined): string | null {
  if (!value || !/^\/[A-Za-z0-9\-._~/]*$/.test(value) || value.startsWith('//') || value.includes('..')) return null;
  return value.replace(/\/+$/, '') || '/';
}

/** The route of the page on screen, without the base path: `/sub/profile/` -> `/profile`. */
export function currentRoute(): string {
  if (typeof window === 'undefined') return '/';
  const base = basePath();
  const path = window.location.pathname;
  const within = path.startsWith(base) ? `/${path.slice(base.length)}` : path;
  return siteRoute(within) ?? '/';
}

/** `page` ("/login", "/signup", in the page's language) with where to return to after signing in. */
export function withReturn(page: string, to: string = currentRoute()): string {
  const route = siteRoute(to);
  const target = sitePath(page);
  return route && route !== '/' ? `${target}?next=${encodeURIComponent(route)}` : target;
}

/** The `next` of a query string (`?next=/profile`), if it is a route of this site. */
export function nextOf(search: string): string | null {
  return siteRoute(new URLSearchParams(search).get('next'));
}

/** Keep `route` for the sign-in that follows a sign-up, in this browser, for 48 hours. */
export function rememberReturn(route: string | null): void {
  if (!route) return;
  try {
    localStorage.setItem(REMEMBERED, JSON.stringify({ route, until: Date.now() + REMEMBERED_MS }));
  } catch {
    // Storage refused (private mode, full): the sign-in then ends on the home page.
  }
}

/** Where a sign-in should go now: the query's `next`, else a remembered route, else home. Forgets it. */
export function takeReturn(search: string): string {
  let remembered: string | null = null;
  try {
    const stored = JSON.parse(localStorage.getItem(REMEMBERED) ?? 'null') as { route?: string; until?: number } | null;
    if (stored && typeof stored.until === 'number' && stored.until > Date.now()) remembered = siteRoute(stored.route);
    localStorage.removeItem(REMEMBERED);
  } catch {
    // Unreadable storage: nothing remembered.
  }
  return nextOf(search) ?? remembered ?? '/';
}
