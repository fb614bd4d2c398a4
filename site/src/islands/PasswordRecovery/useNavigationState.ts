import { useSyncExternalStore } from 'react';
import { useLocation } from './router';

const never = () => () => {};

/** False while hydrating (the markup must match what was rendered at build time), then true. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/**
 * The state the previous step passed with the navigation. The HTML rendered at build time has
 * none, so while hydrating this is null too (the markup matches) and React renders again at once
 * with the real state: a visitor who reloads the OTP page keeps the e-mail history still holds.
 */
export function useNavigationState(): unknown {
  const { state } = useLocation();
  return useHydrated() ? state : null;
}
