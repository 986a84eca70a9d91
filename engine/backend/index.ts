// The generic backend client every block talks to the backend through (ARCHITECTURE.md); each call a site
// makes (a table insert, a database function, an edge function) lives with the block that makes it. Nothing
// here imports supabase-js at load time: getSupabase() fetches it on the first call.
export { getSupabase } from './client.ts';
export { resolveBackendConfig, type BackendConfig } from './config.ts';
export { errorMessage } from './error-message.ts';
export { getSessionUserId, subscribeToSessionUserId, trackSession } from './session.ts';
export { useSessionUserId } from './use-session-user-id.ts';
