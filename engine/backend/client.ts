import type { SupabaseClient } from '@supabase/supabase-js';
import { resolveBackendConfig } from './config.ts';

let client: Promise<SupabaseClient> | undefined;

async function createSupabase(): Promise<SupabaseClient> {
  // Imported here, not at the top, so supabase-js stays out of every page's initial JavaScript and is
  // fetched only when a visitor submits something (ARCHITECTURE.md).
  const { createClient } = await import('@supabase/supabase-js');
  const { url, anonKey } = resolveBackendConfig();
  return createClient(url, anonKey, { auth: { persistSession: true, autoRefreshToken: true } });
}

/** The site's one supabase-js client, created on first use. */
export function getSupabase(): Promise<SupabaseClient> {
  client ??= createSupabase().catch((error: unknown) => {
    // A failed chunk download must not poison later attempts.
    client = undefined;
    throw error;
  });
  return client;
}
