import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * True on the server and while React hydrates prerendered HTML; false in a client render. After
 * hydration React re-renders with `false`: callers that must stay as they hydrated keep the first
 * value in state.
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
