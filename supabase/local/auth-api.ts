import { sendLocally } from './auth/outbox.ts';
import type { IncomingHttpHeaders } from 'node:http';
import { generateLink, generatedLinkJson, isLinkType, verifyLink, type GeneratedLink, type LinkType } from './auth/links.ts';
import { hashPassword, verifyPassword } from './auth/passwords.ts';
import { AuthError, authErrorResponse, INVALID_CREDENTIALS } from './auth/responses.ts';
import { caller, endSessions, refreshSession, startSession } from './auth/sessions.ts';
import { normaliseEmail, updateUser, userByEmail, userJson } from './auth/users.ts';
import type { Database, Sql } from './db/database.ts';
import { jsonResponse, type ApiRequest, type ApiResponse } from './http-types.ts';
import { verifyJwt } from './jwt.ts';
import { LOCAL_JWT_SECRET } from './keys.ts';

// The part of Supabase Auth (GoTrue) the editor and the invite command use, with GoTrue's paths, answers and
// error codes, so that supabase-js works against it as against a hosted project whose public sign-up is off:
// password sign-in, refresh, the user and their password, logout, magic links (printed on the console: no mail
// locally), and the service role's invitations and links. Users, sessions and refresh tokens live in the auth schema of the same database (bootstrap.sql).

export interface AuthRequest extends ApiRequest {
  /** The origin the request reached (http://host:port): links and the token issuer are built on it. */
  origin: string;
}

const MIN_PASSWORD_LENGTH = 6;

function jsonBody(body: Buffer): Record<string, unknown> {
  if (body.length === 0) return {};
  try {
    const value: unknown = JSON.parse(body.toString('utf8'));
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
}

function requireServiceRole(headers: IncomingHttpHeaders): void {
  const token = /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '')?.[1];
  if (token === undefined) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const result = verifyJwt(token, LOCAL_JWT_SECRET);
  if (!result.ok) throw new AuthError(401, 'bad_jwt', 'invalid JWT: unable to parse or verify signature');
  if (result.claims.role !== 'service_role') throw new AuthError(403, 'not_admin', 'User not allowed');
}

/** GoTrue follows redirect_to only to allowed URLs; locally, the site's own origin. Anything else goes to the site's root. */
function redirectTarget(requested: unknown, origin: string): string {
  if (typeof requested === 'string') {
    try {
      const url = new URL(requested, origin);
      if (url.origin === origin) return url.toString();
    } catch {
      // not a URL: the site's root
    }
  }
  return `${origin}/`;
}

async function signInWithPassword(sql: Sql, body: Record<string, unknown>, issuer: string): Promise<ApiResponse> {
  const password = typeof body.password === 'string' ? body.password : '';
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  const user = email === '' ? undefined : await userByEmail(sql, email);
  if (!(await verifyPassword(password, user?.encrypted_password ?? null)) || user === undefined) throw INVALID_CREDENTIALS();
  if (user.email_confirmed_at === null) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  return jsonResponse(200, await startSession(sql, user, 'password', issuer));
}

async function changeUser(sql: Sql, request: AuthRequest): Promise<ApiResponse> {
  const { user } = await caller(sql, request.headers);
  const body = jsonBody(request.body);
  if (body.email !== undefined && body.email !== user.email) {
    throw new AuthError(422, 'email_change_not_supported', 'The local Auth API does not change e-mail addresses');
  }
  let changed = user;
  if (body.password !== undefined) {
    if (typeof body.password !== 'string' || body.password.length < MIN_PASSWORD_LENGTH) {
      throw new AuthError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
        weak_password: { reasons: ['length'] },
      });
    }
    if (await verifyPassword(body.password, user.encrypted_password)) {
      throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
    }
    changed = await updateUser(sql, user.id, 'encrypted_password = $2', [await hashPassword(body.password)]);
  }
  if (typeof body.data === 'object' && body.data !== null && !Array.isArray(body.data)) {
    changed = await updateUser(sql, user.id, 'raw_user_meta_data = raw_user_meta_data || $2::jsonb', [JSON.stringify(body.data)]);
  }
  return jsonResponse(200, userJson(changed));
}

async function createLink(sql: Sql, request: AuthRequest, type: LinkType, body: Record<string, unknown>): Promise<GeneratedLink> {
  requireServiceRole(request.headers);
  const email = normaliseEmail(body.email);
  const metadata = typeof body.data === 'object' && body.data !== null && !Array.isArray(body.data) ? (body.data as Record<string, unknown>) : {};
  const redirectTo = redirectTarget(request.search.get('redirect_to') ?? body.redirect_to, request.origin);
  return generateLink(sql, type, email, metadata, `${request.origin}/auth/v1/verify`, redirectTo);
}

async function verify(sql: Sql, request: AuthRequest, issuer: string): Promise<ApiResponse> {
  const type = request.search.get('type');
  const redirectTo = redirectTarget(request.search.get('redirect_to'), request.origin);
  let fragment: URLSearchParams;
  try {
    if (!isLinkType(type)) throw new AuthError(400, 'validation_failed', 'Verify requires a verification type');
    const session = await verifyLink(sql, type, request.search.get('token') ?? '', issuer);
    const { access_token, expires_at, expires_in, refresh_token, token_type } = session;
    fragment = new URLSearchParams({ access_token, expires_at: String(expires_at), expires_in: String(expires_in), refresh_token, token_type, type });
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    fragment = new URLSearchParams({ error: 'access_denied', error_code: error.errorCode, error_description: error.message });
  }
  // As GoTrue: the session (or the error) in the fragment, which never reaches a server's logs.
  return { status: 303, headers: { location: `${redirectTo}#${fragment.toString()}` } };
}

// There is no mail locally: the link is printed on the server's console (outbox.ts), where the developer running it reads it.
async function magicLink(sql: Sql, request: AuthRequest): Promise<ApiResponse> {
  const body = jsonBody(request.body);
  if (typeof body.code_challenge === 'string') throw new AuthError(400, 'validation_failed', 'The local Auth API serves the implicit flow only, not PKCE');
  const email = normaliseEmail(body.email);
  // Sign-up is off: GoTrue refuses to create a user for a one-time link, whatever create_user says.
  if ((await userByEmail(sql, email)) === undefined) throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
  const redirectTo = redirectTarget(request.search.get('redirect_to'), request.origin);
  const link = await generateLink(sql, 'magiclink', email, {}, `${request.origin}/auth/v1/verify`, redirectTo);
  sendLocally(`sign-in link for ${email} (no mail is sent locally): ${link.actionLink}`);
  return jsonResponse(200, {});
}

async function route(sql: Sql, request: AuthRequest): Promise<ApiResponse> {
  const { method, path, search } = request;
  const issuer = `${request.origin}/auth/v1`;
  const endpoint = `${method} ${path}`;
  switch (endpoint) {
    case 'POST token': {
      const body = jsonBody(request.body);
      const grantType = search.get('grant_type');
      if (grantType === 'password') return signInWithPassword(sql, body, issuer);
      if (grantType === 'refresh_token') return jsonResponse(200, await refreshSession(sql, body.refresh_token, issuer));
      throw new AuthError(400, 'validation_failed', 'unsupported_grant_type');
    }
    case 'GET user':
      return jsonResponse(200, userJson((await caller(sql, request.headers)).user));
    case 'PUT user':
      return changeUser(sql, request);
    case 'POST logout':
      await endSessions(sql, await caller(sql, request.headers), search.get('scope'));
      return { status: 204 };
    case 'POST signup':
      // Public sign-up is off (supabase/config.toml): owners are invited (`npm run invite-editor`).
      throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
    case 'POST invite': {
      const link = await createLink(sql, request, 'invite', jsonBody(request.body));
      sendLocally(`invitation for ${link.user.email} (no mail is sent locally): ${link.actionLink}`);
      return jsonResponse(200, userJson(link.user));
    }
    case 'POST admin/generate_link': {
      const body = jsonBody(request.body);
      const type = body.type === 'recovery' ? 'magiclink' : body.type;
      if (!isLinkType(type)) throw new AuthError(422, 'validation_failed', 'The local Auth API generates invite and magiclink links only');
      const link = await createLink(sql, request, type, body);
      return jsonResponse(200, generatedLinkJson(link, type, redirectTarget(search.get('redirect_to') ?? body.redirect_to, request.origin)));
    }
    case 'POST otp':
      return magicLink(sql, request);
    case 'GET verify':
      return verify(sql, request, issuer);
    default:
      throw new AuthError(404, 'not_found', `The local backend does not serve ${method} /auth/v1/${path}`);
  }
}

/** Answers one /auth/v1/ request as Supabase Auth would; each request is one transaction. */
export async function handleAuth(db: Database, request: AuthRequest): Promise<ApiResponse> {
  // A refusal commits what came before it: presenting a used refresh token must end its session for good.
  return db.transaction(async (sql) => {
    try {
      return await route(sql, request);
    } catch (error) {
      if (error instanceof AuthError) return authErrorResponse(error);
      throw error;
    }
  });
}
