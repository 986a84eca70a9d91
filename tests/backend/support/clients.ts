import { createClient, type SupabaseClient } from '@supabase/supabase-js';

// supabase-js builds its Realtime client eagerly and, on Node 20, finds no WebSocket to give it. Neither the
// site nor these tests use Realtime, so it gets a transport that refuses to connect: any accidental use
// fails loudly instead of hanging.
class RealtimeUnavailable {
  constructor() {
    throw new Error('Realtime is not used by the site and is not available in these tests');
  }
}

/** A supabase-js client as the site would have it, minus session persistence (no browser storage in Node). */
export function testClient(url: string, key: string, accessToken?: string): SupabaseClient {
  return createClient(url, key, {
    // Its own storage key, so it is never mistaken for the site's client in a jsdom "browser".
    auth: { persistSession: false, autoRefreshToken: false, storageKey: `test-client-${crypto.randomUUID()}` },
    realtime: { transport: RealtimeUnavailable as unknown as typeof WebSocket },
    global: accessToken === undefined ? {} : { headers: { Authorization: `Bearer ${accessToken}` } },
  });
}
