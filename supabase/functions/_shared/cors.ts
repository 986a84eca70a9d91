// Supabase's recommended CORS headers for functions called from a browser with supabase-js, which sends
// these request headers. The site calls from its own origin, but previews and other hosts must work too.
export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, x-region',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};
