import { useEffect, useSyncExternalStore } from 'react';
import { getSessionUserId, subscribeToSessionUserId, trackSession } from './session.ts';

/** The session user's id for a component (null while unknown or anonymous), following sign-in and sign-out. */
export function useSessionUserId(): string | null {
  useEffect(() => {
    void trackSession();
  }, []);
  return useSyncExternalStore(subscribeToSessionUserId, getSessionUserId, () => null);
}
