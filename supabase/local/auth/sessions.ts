import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Sql } from '../db/database.ts';
import { signJwt, verifyJwt, type JwtClaims } from '../jwt.ts';
import { LOCAL_JWT_SECRET } from '../keys.ts';
import { AuthError } from './responses.ts';
import { updateUser, userById, userJson, type UserRow } from './users.ts';

// Sessions as GoTrue keeps them: a row in auth.sessions, an access token (HS256 JWT, one hour) naming it in
// `session_id`, and a refresh token in auth.refresh_tokens that is used once: refreshing revokes it and issues
// its child. Presenting a revoked token again revokes the whole session (GoTrue's reuse detection).

export const ACCESS_TOKEN_SECONDS = 3600;

export interface Session {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
}

function accessToken(user: UserRow, sessionId: string, method: string, issuer: string): { token: string; expiresAt: number } {
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + ACCESS_TOKEN_SECONDS;
  const claims: JwtClaims = {
    iss: issuer,
    sub: user.id,
    aud: 'authenticated',
    exp: expiresAt,
    iat: now,
    email: user.email,
    phone: '',
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method, timestamp: now }],
    session_id: sessionId,
    is_anonymous: false,
  };
  return { token: signJwt(claims, LOCAL_JWT_SECRET), expiresAt };
}

async function newRefreshToken(sql: Sql, user: UserRow, sessionId: string, parent: string | null): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await sql.query('insert into auth.refresh_tokens (token, user_id, parent, session_id) values ($1, $2, $3, $4::uuid)', [token, user.id, parent, sessionId]);
  return token;
}

function session(user: UserRow, sessionId: string, refreshToken: string, method: string, issuer: string): Session {
  const { token, expiresAt } = accessToken(user, sessionId, method, issuer);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

/** Signs `user` in (`method`: password, invite, magiclink…): a new session, and last_sign_in_at. */
export async function startSession(sql: Sql, user: UserRow, method: string, issuer: string): Promise<Session> {
  const signedIn = await updateUser(sql, user.id, 'last_sign_in_at = now()');
  const sessionId = randomUUID();
  await sql.query('insert into auth.sessions (id, user_id) values ($1::uuid, $2::uuid)', [sessionId, user.id]);
  return session(signedIn, sessionId, await newRefreshToken(sql, signedIn, sessionId, null), method, issuer);
}

/** POST /token?grant_type=refresh_token. */
export async function refreshSession(sql: Sql, presented: unknown, issuer: string): Promise<Session> {
  if (typeof presented !== 'string' || presented === '') throw new AuthError(400, 'validation_failed', 'refresh_token required');
  const { rows } = await sql.query<{ user_id: string; revoked: boolean; session_id: string | null }>(
    'select user_id, revoked, session_id from auth.refresh_tokens where token = $1 for update',
    [presented],
  );
  const [row] = rows;
  if (row === undefined || row.session_id === null) throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  if (row.revoked) {
    await sql.query('delete from auth.sessions where id = $1::uuid', [row.session_id]);
    throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  }
  const user = await userById(sql, row.user_id);
  if (user === undefined) throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  await sql.query('update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1', [presented]);
  await sql.query('update auth.sessions set updated_at = now() where id = $1::uuid', [row.session_id]);
  return session(user, row.session_id, await newRefreshToken(sql, user, row.session_id, presented), 'token_refresh', issuer);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Caller {
  user: UserRow;
  sessionId: string | undefined;
}

/** The signed-in user a request's bearer token names, refused as GoTrue refuses it. */
export async function caller(sql: Sql, headers: IncomingHttpHeaders): Promise<Caller> {
  const token = /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '')?.[1];
  if (token === undefined) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const result = verifyJwt(token, LOCAL_JWT_SECRET);
  if (!result.ok)
    throw new AuthError(
      403,
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${result.reason === 'claims' ? result.message : 'signature is invalid'}`,
    );
  const { sub, session_id: sessionId } = result.claims;
  if (typeof sub !== 'string' || !UUID.test(sub)) throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  if (sessionId !== undefined && (typeof sessionId !== 'string' || !UUID.test(sessionId)))
    throw new AuthError(403, 'bad_jwt', 'invalid claim: session_id claim must be a UUID');
  const user = await userById(sql, sub);
  if (user === undefined) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  if (typeof sessionId === 'string') {
    const { rows } = await sql.query('select 1 from auth.sessions where id = $1::uuid and user_id = $2::uuid', [sessionId, user.id]);
    if (rows.length === 0) throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  return { user, sessionId: typeof sessionId === 'string' ? sessionId : undefined };
}

/** POST /logout: `local` ends this session, `others` the user's other ones, `global` (the default) all of them. */
export async function endSessions(sql: Sql, { user, sessionId }: Caller, scope: string | null): Promise<void> {
  if (scope === 'local') await sql.query('delete from auth.sessions where id = $1::uuid', [sessionId ?? null]);
  else if (scope === 'others')
    await sql.query('delete from auth.sessions where user_id = $1::uuid and id is distinct from $2::uuid', [user.id, sessionId ?? null]);
  else await sql.query('delete from auth.sessions where user_id = $1::uuid', [user.id]);
}
