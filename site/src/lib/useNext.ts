import { useSyncExternalStore } from 'react';
import { nextOf } from './returnTo';

const never = () => () => {};

/** The page's `?next=` once hydrated (the page rendered at build time has no query). */
export function useNext(): string | null {
  return useSyncExternalStore(
    never,
    () => nextOf(window.location.search),
    () => null,
  );
}
