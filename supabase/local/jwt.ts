import { createHmac, timingSafeEqual } from 'node:crypto';

// HS256 only: it is what Supabase's legacy JWT secret signs with, and accepting any other `alg` (notably
// "none") is the classic way to let forged tokens through.

export type JwtClaims = Record<string, unknown>;
/** `invalid`: not a token signed with the secret; `claims`: signed, but its time or audience claims refuse it. */
export type JwtVerification = { ok: true; claims: JwtClaims } | { ok: false; reason: 'invalid' } | { ok: false; reason: 'claims'; message: string };

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(text: string | Buffer): string {
  return Buffer.from(text).toString('base64url');
}

function signature(signingInput: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(signingInput).digest();
}

export function signJwt(claims: JwtClaims, secret: string): string {
  const signingInput = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return `${signingInput}.${signature(signingInput, secret).toString('base64url')}`;
}

function parseJson(segment: string): unknown {
  try {
    return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is JwtClaims {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function verifyJwt(token: string, secret: string, nowSeconds = Date.now() / 1000): JwtVerification {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'invalid' };
  const [header = '', payload = '', sent = ''] = parts;
  const decodedHeader = parseJson(header);
  if (!isObject(decodedHeader) || decodedHeader.alg !== 'HS256') return { ok: false, reason: 'invalid' };
  const expected = signature(`${header}.${payload}`, secret);
  const given = Buffer.from(sent, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  const claims = parseJson(payload);
  if (!isObject(claims)) return { ok: false, reason: 'invalid' };
  const refusal = claimsRefusal(claims, nowSeconds);
  return refusal === undefined ? { ok: true, claims } : { ok: false, reason: 'claims', message: refusal };
}

// PostgREST's claim checks (Auth/Jwt.hs, checkForErrors), in its order and with its messages: each time claim,
// when present and not null, must be a number (`exp: "1000"` is refused, not ignored), judged with 30 seconds
// of clock skew; a number that is not an integer counts as 0. The audience is not configured on Supabase, so
// only its type is checked.
const ALLOWED_SKEW_SECONDS = 30;

function timeClaim(value: unknown): number | 'absent' | 'not a number' {
  if (value === undefined || value === null) return 'absent';
  if (typeof value !== 'number') return 'not a number';
  return Number.isSafeInteger(value) ? value : 0;
}

function claimsRefusal(claims: JwtClaims, nowSeconds: number): string | undefined {
  const now = Math.floor(nowSeconds);
  const exp = timeClaim(claims.exp);
  if (exp === 'not a number') return "The JWT 'exp' claim must be a number";
  if (exp !== 'absent' && now - ALLOWED_SKEW_SECONDS > exp) return 'JWT expired';
  const nbf = timeClaim(claims.nbf);
  if (nbf === 'not a number') return "The JWT 'nbf' claim must be a number";
  if (nbf !== 'absent' && now + ALLOWED_SKEW_SECONDS < nbf) return 'JWT not yet valid';
  const iat = timeClaim(claims.iat);
  if (iat === 'not a number') return "The JWT 'iat' claim must be a number";
  if (iat !== 'absent' && now + ALLOWED_SKEW_SECONDS < iat) return 'JWT issued at future';
  const { aud } = claims;
  const audienceOk = aud === undefined || aud === null || typeof aud === 'string' || (Array.isArray(aud) && aud.every((item) => typeof item === 'string'));
  if (!audienceOk) return "The JWT 'aud' claim must be a string or an array of strings";
  return undefined;
}
