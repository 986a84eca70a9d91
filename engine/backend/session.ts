import { getSupabase } from './client.ts';

// Spec call 6: the current session is read once and kept up to date. The site has no sign-in, so the user
// id is usually null; the database's own functions take user_id from the JWT, this is for display and logic.

type Listener = (userId: string | null) => void;

let userId: string | null = null;
const listeners = new Set<Listener>();
let tracking: Promise<void> | undefined;

function setUserId(next: string | null): void {
  if (next === userId) return;
  userId = next;
  for (const listener of listeners) listener(userId);
}

/** Starts following the session (loading supabase-js); idempotent. Never rejects. */
export function trackSession(): Promise<void> {
  tracking ??= getSupabase()
    .then(async (supabase) => {
      supabase.auth.onAuthStateChange((_event, session) => setUserId(session?.user.id ?? null));
      const { data } = await supabase.auth.getSession();
      setUserId(data.session?.user.id ?? null);
    })
    .catch((error: unknown) => {
      tracking = undefined;
      console.error('Session could not be read', error);
    });
  return tracking;
}

/** The signed-in user's id, or null (the usual case: visitors are anonymous). */
export function getSessionUserId(): string | null {
  return userId;
}

/** Calls `listener` whenever the user id changes; returns the unsubscribe function. */
export function subscribeToSessionUserId(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
