// The island's router: the three steps are three addresses (steps.ts) that the flow moves between
// without a page load, handing the e-mail and the reset token over in the history entry's state,
// and the browser's Back and Forward move between them too. That is all of routing this island
// needs, so it is written here over the History API rather than taken from react-router-dom, whose
// smallest use (a router, a link and three hooks) cost the recovery pages 5 KB of JavaScript
// gzipped. The names and shapes are react-router's (`useLocation`, `useNavigate`, `useHref`, the
// state kept as `history.state.usr`), so an entry made by the older island still reads.
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';

export interface Location {
  /** The address under the router's basename ("/otp-verification/"). */
  pathname: string;
  search: string;
  hash: string;
  /** What the step that moved here passed; null on an address opened directly. */
  state: unknown;
}

interface NavigateOptions {
  state?: unknown;
  replace?: boolean;
}

interface Router {
  location: Location;
  href: (to: string) => string;
  navigate: (to: string, options?: NavigateOptions) => void;
}

const RouterContext = createContext<Router | null>(null);

function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('a step of the recovery flow is drawn outside its router');
  return router;
}

/** `pathname` under `basename` ("/sub/fr" + "/sub/fr/forgot-password/" -> "/forgot-password/"). */
function under(basename: string, pathname: string): string {
  if (basename === '/' || basename === '') return pathname;
  if (pathname === basename) return '/';
  return pathname.startsWith(`${basename}/`) ? pathname.slice(basename.length) : pathname;
}

/** The site's address of `to` (a path under the basename). */
function join(basename: string, to: string): string {
  return basename === '/' ? to : `${basename}${to}`;
}

function browserLocation(basename: string): Location {
  const { pathname, search, hash } = window.location;
  const entry = window.history.state as { usr?: unknown } | null;
  return { pathname: under(basename, pathname), search, hash, state: entry?.usr ?? null };
}

interface RouterProps {
  /** Where the page's language starts, without a trailing slash ("/", "/fr", "/sub/fr"). */
  basename: string;
  children?: ReactNode;
}

/**
 * What a move to an address (under the basename) waits for: the chunk of what is drawn there;
 * undefined when that is loaded already, and the move is made at once.
 */
type Prepare = (pathname: string) => Promise<unknown> | undefined;
const ready: Prepare = () => undefined;

/** `move` once `waiting` is over (at once without it), `otherwise` should it fail. */
function after(waiting: Promise<unknown> | undefined, move: () => void, otherwise: () => void): void {
  if (waiting) waiting.then(move, otherwise);
  else move();
}

/**
 * The router of the page in the browser: its address, its history entries. A move waits for
 * `prepare`, so the step shown stays until the next one can be drawn; should that fail (the
 * connection lost, or a new version of the site without the old chunk), the browser loads the
 * address as a page of its own.
 */
export function BrowserRouter({ basename, prepare = ready, children }: RouterProps & { prepare?: Prepare }) {
  const [location, setLocation] = useState(() => browserLocation(basename));
  useEffect(() => {
    const moved = () => {
      const next = browserLocation(basename);
      after(
        prepare(next.pathname),
        () => setLocation(next),
        () => window.location.reload(),
      );
    };
    window.addEventListener('popstate', moved);
    return () => window.removeEventListener('popstate', moved);
  }, [basename, prepare]);
  const navigate = useCallback(
    (to: string, { state = null, replace = false }: NavigateOptions = {}) => {
      const url = join(basename, to);
      const move = () => {
        const entry = { usr: state };
        if (replace) window.history.replaceState(entry, '', url);
        else window.history.pushState(entry, '', url);
        setLocation(browserLocation(basename));
      };
      after(prepare(new URL(to, 'http://router.invalid').pathname), move, () => window.location.assign(url));
    },
    [basename, prepare],
  );
  const router = useMemo(
    () => ({ location, navigate, href: (to: string) => join(basename, to) }),
    [location, navigate, basename],
  );
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

/** The router at build time: the page's address (under the base path), which never moves. */
export function StaticRouter({ basename, location, children }: RouterProps & { location: string }) {
  const router = useMemo(() => {
    const url = new URL(location, 'http://build.invalid');
    const here = { pathname: under(basename, url.pathname), search: url.search, hash: url.hash, state: null };
    return { location: here, navigate: () => {}, href: (to: string) => join(basename, to) };
  }, [basename, location]);
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

export const useLocation = (): Location => useRouter().location;
export const useNavigate = (): Router['navigate'] => useRouter().navigate;
export const useHref = (to: string): string => useRouter().href(to);
