import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';

// supabase-js builds its Realtime client as soon as it is created, and Node 20 (the local backend, `npm run
// invite-editor`, the tests) has no WebSocket to give it. Nothing here uses Realtime: it gets a transport that
// refuses to connect, so that any use fails loudly instead of hanging.
class RealtimeRefused {
  constructor() {
    throw new Error('Realtime is not used: this supabase-js client has no WebSocket transport');
  }
}

/** supabase-js's createClient, with `options` as given and a Realtime transport that refuses to connect. */
export function createClientWithoutRealtime(url: string, key: string, options: Omit<SupabaseClientOptions<'public'>, 'realtime'> = {}): SupabaseClient {
  return createClient(url, key, { ...options, realtime: { transport: RealtimeRefused as unknown as typeof WebSocket } });
}
