import type { IncomingHttpHeaders } from 'node:http';
import { verifyJwt, type JwtClaims } from './jwt.ts';
import { LOCAL_JWT_SECRET } from './keys.ts';
import { RestError } from './rest/errors.ts';

import { API_ROLES, type ApiRole } from './api-role.ts';

export { API_ROLES, type ApiRole };

/** Who is calling: the database role a request runs as and the JWT claims auth.uid()/auth.jwt() read. */
export interface RequestAuth {
  role: ApiRole;
  claims: JwtClaims;
}

function isApiRole(value: unknown): value is ApiRole {
  return (API_ROLES as readonly unknown[]).includes(value);
}

function verified(token: string): JwtClaims {
  const result = verifyJwt(token, LOCAL_JWT_SECRET);
  if (result.ok) return result.claims;
  if (result.reason === 'claims') throw new RestError(401, 'PGRST303', result.message);
  throw new RestError(401, 'PGRST301', 'No suitable key or wrong key type', null, null);
}

function bearer(headers: IncomingHttpHeaders): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '');
  return match?.[1];
}

/**
 * Like Supabase's gateway then PostgREST: an `apikey` is required, and the role comes from the
 * Authorization bearer token when there is one (a signed-in user's access token), else from the apikey.
 * Both are verified against the local JWT secret.
 */
export function authenticate(headers: IncomingHttpHeaders): RequestAuth {
  const apikey = headers.apikey;
  if (typeof apikey !== 'string' || apikey === '') {
    throw new RestError(401, 'PGRST301', 'No API key found in request', null, 'No `apikey` request header was found.');
  }
  verified(apikey);
  const claims = verified(bearer(headers) ?? apikey);
  if (!isApiRole(claims.role)) {
    throw new RestError(401, 'PGRST301', `The JWT role "${String(claims.role)}" is not one the local backend serves`);
  }
  return { role: claims.role, claims };
}
