import { createHmac, timingSafeEqual } from 'node:crypto';

// HS256 only: it is what Supabase's legacy JWT secret signs with, and accepting any other `alg` (notably
// "none") is the classic way to let forged tokens through.

export type JwtClaims = Record<string, unknown>;
export type JwtVerification = { ok: true; claims: JwtClaims } | { ok: false; reason: 'invalid' | 'expired' };

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
  if (typeof claims.exp === 'number' && claims.exp <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
