import { describe, expect, it } from 'vitest';
import { signJwt, type JwtClaims } from '../../../supabase/local/jwt.ts';
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from '../../../supabase/local/keys.ts';
import { sharedBackend } from '../support/backend.ts';
import { uniqueEmail } from '../support/tokens.ts';

// Where the local backend used to accept what hosted Supabase refuses, decided before any SQL runs: the body's
// media type, the JWT's claims, the methods it does not serve. Each answer is PostgREST's (or GoTrue's) own
// status and code, and nothing is stored.

const { backend } = sharedBackend();
const anonKey = { apikey: LOCAL_ANON_KEY };
const serviceKey = { apikey: LOCAL_SERVICE_ROLE_KEY, authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` };

const call = (path: string, init: RequestInit = {}) => fetch(`${backend().url}${path}`, init);
const lead = (email = uniqueEmail()) => JSON.stringify({ company_name: 'Acme', company_size: '0-10', sector: 'Tech', email });

async function storedLeads(email: string): Promise<number> {
  const response = await call(`/rest/v1/leads?select=id&email=eq.${encodeURIComponent(email)}`, { headers: serviceKey });
  return ((await response.json()) as unknown[]).length;
}

describe('the body’s Content-Type', () => {
  it.each(['text/plain', 'text/plain; charset=utf-8', 'text/csv', 'application/x-www-form-urlencoded', 'application/xml'])(
    'refuses a JSON body sent as %s (400 PGRST102, Content-Type not acceptable), storing nothing',
    async (contentType) => {
      const email = uniqueEmail();
      const response = await call('/rest/v1/leads', { method: 'POST', headers: { ...anonKey, 'content-type': contentType }, body: lead(email) });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'PGRST102', message: `Content-Type not acceptable: ${contentType.split(';')[0]}` });
      expect(await storedLeads(email)).toBe(0);
    },
  );

  it('reads a body without Content-Type as JSON, like PostgREST', async () => {
    const email = uniqueEmail();
    const response = await call('/rest/v1/leads', { method: 'POST', headers: anonKey, body: new Blob([lead(email)]) });
    expect(response.status).toBe(201);
    expect(await storedLeads(email)).toBe(1);
  });

  it('finds no function for a raw text body (404 PGRST202): none takes a single unnamed parameter', async () => {
    const response = await call('/rest/v1/rpc/submit_assessment', { method: 'POST', headers: { ...anonKey, 'content-type': 'text/plain' }, body: '{}' });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { code: string }).code).toBe('PGRST202');
  });

  it('refuses objects whose keys differ in one array (400 PGRST102), storing none of them', async () => {
    const [first, second] = [uniqueEmail(), uniqueEmail()];
    const body = JSON.stringify([JSON.parse(lead(first)), { ...JSON.parse(lead(second)), missions: 'x' }]);
    const response = await call('/rest/v1/leads', { method: 'POST', headers: { ...anonKey, 'content-type': 'application/json' }, body });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'PGRST102', message: 'All object keys must match' });
    expect((await storedLeads(first)) + (await storedLeads(second))).toBe(0);
  });

  it('refuses an empty body on an insert (400 PGRST102, Empty or invalid json)', async () => {
    const response = await call('/rest/v1/leads', { method: 'POST', headers: { ...anonKey, 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'PGRST102', message: 'Empty or invalid json' });
  });
});

describe('the JWT’s claims', () => {
  const now = () => Math.floor(Date.now() / 1000);
  const withClaims = (claims: JwtClaims) => signJwt({ role: 'anon', ...claims }, LOCAL_JWT_SECRET);
  const insertWith = (token: string, email: string) =>
    call('/rest/v1/leads', {
      method: 'POST',
      headers: { ...anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: lead(email),
    });

  it.each([
    ['an exp given as a string', { exp: '1000' }, "The JWT 'exp' claim must be a number"],
    ['an exp given as a far-future string', { exp: String(now() + 3600) }, "The JWT 'exp' claim must be a number"],
    ['an exp a minute ago', { exp: now() - 60 }, 'JWT expired'],
    ['an exp that is not an integer (read as 0)', { exp: now() + 3600.5 }, 'JWT expired'],
    ['an nbf an hour ahead', { nbf: now() + 3600 }, 'JWT not yet valid'],
    ['an nbf given as a string', { nbf: '0' }, "The JWT 'nbf' claim must be a number"],
    ['an iat an hour ahead', { iat: now() + 3600 }, 'JWT issued at future'],
    ['an iat given as a boolean', { iat: true }, "The JWT 'iat' claim must be a number"],
    ['an aud given as a number', { aud: 42 }, "The JWT 'aud' claim must be a string or an array of strings"],
  ])('refuses a token with %s (401 PGRST303), storing nothing', async (_case, claims, message) => {
    const email = uniqueEmail();
    const response = await insertWith(withClaims(claims), email);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'PGRST303', message });
    expect(await storedLeads(email)).toBe(0);
  });

  it('accepts, like PostgREST, a token within its 30 seconds of clock skew', async () => {
    const email = uniqueEmail();
    expect((await insertWith(withClaims({ exp: now() - 10, nbf: now() + 10 }), email)).status).toBe(201);
    expect(await storedLeads(email)).toBe(1);
  });

  it('gives no user for such a token on /auth/v1/user either (GoTrue: 403 bad_jwt)', async () => {
    const response = await call('/auth/v1/user', {
      headers: { ...anonKey, authorization: `Bearer ${withClaims({ sub: crypto.randomUUID(), role: 'authenticated', exp: '1000' })}` },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 403, error_code: 'bad_jwt' });
  });
});

describe('PATCH and DELETE', () => {
  const sectorOf = async (email: string) =>
    (await (await call(`/rest/v1/leads?select=sector&email=eq.${encodeURIComponent(email)}`, { headers: serviceKey })).json()) as unknown[];
  const byEmail = (email: string) => `/rest/v1/leads?email=eq.${encodeURIComponent(email)}`;
  const json = { 'content-type': 'application/json' };

  it('change and delete the rows the eq filters name (204, or 200 with the rows for return=representation)', async () => {
    const [email, other] = [uniqueEmail(), uniqueEmail()];
    for (const address of [email, other]) await call('/rest/v1/leads', { method: 'POST', headers: { ...anonKey, ...json }, body: lead(address) });
    const patched = await call(`${byEmail(email)}&select=sector,email`, {
      method: 'PATCH',
      headers: { ...serviceKey, ...json, prefer: 'return=representation' },
      body: JSON.stringify({ sector: 'Changé' }),
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toEqual([{ sector: 'Changé', email }]);
    const deleted = await call(byEmail(email), { method: 'DELETE', headers: serviceKey });
    expect(deleted.status).toBe(204);
    expect(await sectorOf(email)).toEqual([]);
    expect(await sectorOf(other)).toEqual([{ sector: 'Tech' }]);
  });

  it.each(['PATCH', 'DELETE'])('refuses %s without a filter as Supabase does (400, 21000 from pg-safeupdate), changing nothing', async (method) => {
    const email = uniqueEmail();
    await call('/rest/v1/leads', { method: 'POST', headers: { ...anonKey, ...json }, body: lead(email) });
    const response = await call('/rest/v1/leads', {
      method,
      headers: { ...serviceKey, ...json },
      body: method === 'DELETE' ? null : JSON.stringify({ sector: 'Changé' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: '21000', message: `${method === 'PATCH' ? 'UPDATE' : 'DELETE'} requires a WHERE clause` });
    expect(await sectorOf(email)).toEqual([{ sector: 'Tech' }]);
  });

  it.each(['PATCH', 'DELETE'])('refuses %s to a visitor without the privilege (401, 42501), changing nothing', async (method) => {
    const email = uniqueEmail();
    await call('/rest/v1/leads', { method: 'POST', headers: { ...anonKey, ...json }, body: lead(email) });
    const response = await call(byEmail(email), {
      method,
      headers: { ...anonKey, ...json },
      body: method === 'DELETE' ? null : JSON.stringify({ sector: 'Changé' }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: '42501' });
    expect(await sectorOf(email)).toEqual([{ sector: 'Tech' }]);
  });
});

describe('the methods the local backend does not serve', () => {
  it('refuses PUT with PostgREST’s answer to an unsupported method (405 PGRST117), changing nothing', async () => {
    const method = 'PUT';
    const email = uniqueEmail();
    await call('/rest/v1/leads', { method: 'POST', headers: { ...anonKey, 'content-type': 'application/json' }, body: lead(email) });
    const response = await call(`/rest/v1/leads?email=eq.${encodeURIComponent(email)}`, {
      method,
      headers: { ...serviceKey, 'content-type': 'application/json' },
      body: JSON.stringify({ sector: 'Changé' }),
    });
    expect(response.status).toBe(405);
    expect(await response.json()).toMatchObject({ code: 'PGRST117', message: `Unsupported HTTP method: ${method}` });
    const stored = await call(`/rest/v1/leads?select=sector&email=eq.${encodeURIComponent(email)}`, { headers: serviceKey });
    expect(await stored.json()).toEqual([{ sector: 'Tech' }]);
  });
});
