import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { resolveBackendConfig } from '../../../engine/backend/config.ts';

/**
 * The admin app's one supabase-js client: the site's backend (VITE_SUPABASE_URL and its anon key, else the local
 * backend on the page's own origin, as the site's forms), its session kept in this browser and refreshed, and read
 * from the URL fragment GoTrue's invitation link ends with.
 */
export function createAdminSupabase(): SupabaseClient {
  const { url, anonKey } = resolveBackendConfig();
  return createClient(url, anonKey, {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true, flowType: 'implicit' },
    global: { fetch: keptAlive },
  });
}

/** The most a request the browser finishes after the page is gone may carry (the Fetch standard's keepalive quota). */
const keepaliveQuota = 64 * 1024;

/**
 * A draft sent as the tab closes (hosted/DraftControls.tsx flushes it on `pagehide`) still arrives: a write small
 * enough is sent with `keepalive`, which the browser completes after the page is gone.
 */
const keptAlive: typeof fetch = (input, init) =>
  fetch(input, typeof init?.body === 'string' && new Blob([init.body]).size < keepaliveQuota ? { ...init, keepalive: true } : init);

/** Whether the signed-in user holds the editor role: their own rows of public.user_roles (the only ones they may read). */
export async function isEditor(supabase: SupabaseClient, userId: string): Promise<boolean> {
  const { data, error } = await supabase.from('user_roles').select('role').eq('user_id', userId);
  if (error) throw error as Error;
  return (data ?? []).some((row: { role?: unknown }) => row.role === 'editor');
}
