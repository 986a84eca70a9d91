import type { IncomingHttpHeaders } from 'node:http';

// What Supabase's API answers cross-origin callers for /rest/v1 and /auth/v1 (functions set their own,
// see functions/_shared/cors.ts): any origin, the verbs PostgREST serves, and whichever request headers
// the browser announces in its preflight.
export function apiCorsHeaders(request: IncomingHttpHeaders): Record<string, string> {
  const requested = request['access-control-request-headers'];
  return {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, HEAD, POST, PATCH, PUT, DELETE, OPTIONS',
    'access-control-allow-headers':
      typeof requested === 'string' && requested !== ''
        ? requested
        : 'authorization, apikey, content-type, prefer, accept, accept-profile, content-profile, range, x-client-info',
    'access-control-expose-headers': 'content-range, content-location, location, range-unit',
    'access-control-max-age': '86400',
  };
}
