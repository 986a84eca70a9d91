import { LOCAL_ANON_KEY } from '../../supabase/local/keys.ts';

export interface BackendConfig {
  url: string;
  anonKey: string;
}

/**
 * The Supabase project the site talks to: VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY when set (see
 * .env.example), otherwise the local backend the Vite plugin serves on the page's own origin with the
 * local demo anon key — so `npm run dev` works with no configuration.
 */
export function resolveBackendConfig(): BackendConfig {
  const url: unknown = import.meta.env.VITE_SUPABASE_URL;
  const anonKey: unknown = import.meta.env.VITE_SUPABASE_ANON_KEY;
  if (typeof url === 'string' && url !== '') {
    return { url, anonKey: typeof anonKey === 'string' && anonKey !== '' ? anonKey : LOCAL_ANON_KEY };
  }
  const origin = globalThis.location?.origin;
  if (origin === undefined || origin === 'null') {
    throw new Error('No backend URL: set VITE_SUPABASE_URL or call the backend from a page.');
  }
  return { url: origin, anonKey: LOCAL_ANON_KEY };
}
