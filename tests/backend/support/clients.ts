import type { SupabaseClient } from '@supabase/supabase-js';
import { createClientWithoutRealtime } from '../../../supabase/functions/_shared/client-without-realtime.ts';

/** A supabase-js client as the site would have it, minus session persistence (no browser storage in Node). */
export function testClient(url: string, key: string, accessToken?: string): SupabaseClient {
  return createClientWithoutRealtime(url, key, {
    // Its own storage key, so it is never mistaken for the site's client in a jsdom "browser".
    auth: { persistSession: false, autoRefreshToken: false, storageKey: `test-client-${crypto.randomUUID()}` },
    global: accessToken === undefined ? {} : { headers: { Authorization: `Bearer ${accessToken}` } },
  });
}
