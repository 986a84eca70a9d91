import type { IncomingHttpHeaders } from 'node:http';
import { jsonResponse, type ApiResponse } from './http-types.ts';
import { verifyJwt } from './jwt.ts';
import { LOCAL_JWT_SECRET } from './keys.ts';

// The site has no sign-in screen (spec section 6): it only reads the session supabase-js may hold. So the
// local Auth API answers just what reading and dropping a session calls — GET /user (used by setSession
// and getUser) and POST /logout — in GoTrue's error shape, and says plainly that the rest is not served.

function gotrueError(status: number, errorCode: string, msg: string): ApiResponse {
  return jsonResponse(status, { code: status, error_code: errorCode, msg });
}

function currentUser(headers: IncomingHttpHeaders): ApiResponse {
  const token = /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '')?.[1];
  if (token === undefined) return gotrueError(401, 'no_authorization', 'This endpoint requires a Bearer token');
  const result = verifyJwt(token, LOCAL_JWT_SECRET);
  if (!result.ok) return gotrueError(403, 'bad_jwt', `invalid JWT: ${result.reason === 'claims' ? result.message : 'invalid signature or format'}`);
  const { sub, email, aud, role, app_metadata, user_metadata, is_anonymous } = result.claims;
  if (typeof sub !== 'string') return gotrueError(403, 'bad_jwt', 'invalid JWT: no sub claim');
  return jsonResponse(200, {
    id: sub,
    aud: aud ?? 'authenticated',
    role: role ?? 'authenticated',
    email: typeof email === 'string' ? email : '',
    app_metadata: app_metadata ?? {},
    user_metadata: user_metadata ?? {},
    is_anonymous: is_anonymous === true,
    created_at: new Date(0).toISOString(),
  });
}

export function handleAuth(method: string, path: string, headers: IncomingHttpHeaders): ApiResponse {
  if (method === 'GET' && path === 'user') return currentUser(headers);
  if (method === 'POST' && path === 'logout') return { status: 204 };
  return gotrueError(404, 'not_found', `The local backend does not serve /auth/v1/${path}: the site has no sign-in.`);
}
