import { describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../../supabase/local/keys.ts';
import { sharedBackend } from '../support/backend.ts';
import { uniqueEmail } from '../support/tokens.ts';

// The HTTP surface itself, spoken to with plain fetch where supabase-js would hide the detail.

const { backend } = sharedBackend();
const anonHeaders = { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' };
const serviceHeaders = { apikey: LOCAL_SERVICE_ROLE_KEY, authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` };

const call = (path: string, init: RequestInit = {}) => fetch(`${backend().url}${path}`, init);
const lead = () => ({ company_name: 'Acme', company_size: '0-10', sector: 'Tech', email: uniqueEmail() });

async function leadsStillThere(): Promise<void> {
  const response = await call('/rest/v1/leads?select=id&limit=1', { headers: serviceHeaders });
  expect(response.status).toBe(200);
}

describe('the local REST API', () => {
  it('answers the CORS preflight like Supabase, echoing the requested headers', async () => {
    const response = await call('/rest/v1/leads', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://preview.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey, prefer, x-client-info',
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toBe('apikey, prefer, x-client-info');
  });

  it('adds CORS headers to ordinary answers too', async () => {
    const response = await call('/rest/v1/leads', { method: 'POST', headers: anonHeaders, body: JSON.stringify(lead()) });
    expect(response.status).toBe(201);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.text()).toBe('');
  });

  it('requires an apikey, in PostgREST’s error shape', async () => {
    const response = await call('/rest/v1/leads', { method: 'POST', body: JSON.stringify(lead()) });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      code: 'PGRST301',
      message: 'No API key found in request',
      details: null,
      hint: 'No `apikey` request header was found.',
    });
  });

  it('refuses an apikey with a bad signature', async () => {
    const tampered = `${LOCAL_ANON_KEY.slice(0, -4)}AAAA`;
    const response = await call('/rest/v1/leads', { method: 'POST', headers: { ...anonHeaders, apikey: tampered }, body: JSON.stringify(lead()) });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { code: string }).code).toBe('PGRST301');
  });

  it('refuses a token with alg "none"', async () => {
    const header = Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url');
    const payload = Buffer.from('{"role":"service_role"}').toString('base64url');
    const response = await call('/rest/v1/leads?select=id', { headers: { apikey: `${header}.${payload}.` } });
    expect(response.status).toBe(401);
  });

  it('answers 404 PGRST205 for a table that does not exist', async () => {
    const response = await call('/rest/v1/secrets', { headers: anonHeaders });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { code: string }).code).toBe('PGRST205');
  });

  it.each([
    ['a table name', `/rest/v1/${encodeURIComponent('leads"; drop table public.leads; --')}`, 404],
    ['a select list', `/rest/v1/leads?select=${encodeURIComponent('id from public.leads; drop table public.leads; --')}`, 400],
    ['a filter column', `/rest/v1/leads?${encodeURIComponent('id = id; drop table public.leads; --')}=eq.1`, 400],
    ['a function name', `/rest/v1/rpc/${encodeURIComponent('submit_assessment(); drop table public.leads; --')}`, 404],
  ])('does not let SQL through %s', async (_case, path, status) => {
    const method = path.includes('/rpc/') ? 'POST' : 'GET';
    const response = await call(path, { method, headers: serviceHeaders, ...(method === 'POST' ? { body: '{}' } : {}) });
    expect(response.status).toBe(status);
    await leadsStillThere();
  });

  it('does not let SQL through the columns of an insert or the arguments of a function', async () => {
    const columns = await call(`/rest/v1/leads?columns=${encodeURIComponent('"email") ; drop table public.leads; --')}`, {
      method: 'POST',
      headers: anonHeaders,
      body: JSON.stringify([lead()]),
    });
    expect(columns.status).toBe(400);
    const key = await call('/rest/v1/leads', {
      method: 'POST',
      headers: anonHeaders,
      body: JSON.stringify({ ...lead(), 'email") values (1); drop table public.leads; --': 'x' }),
    });
    expect(key.status).toBe(400);
    const args = await call('/rest/v1/rpc/submit_assessment', {
      method: 'POST',
      headers: anonHeaders,
      body: JSON.stringify({ 'answers => null); drop table public.leads; --': 1 }),
    });
    expect(args.status).toBe(404);
    await leadsStillThere();
  });

  it('answers a value that would break SQL quoting as plain data', async () => {
    const email = uniqueEmail();
    const name = 'O\'Brien"; drop table public.leads; --';
    await call('/rest/v1/leads', { method: 'POST', headers: anonHeaders, body: JSON.stringify({ ...lead(), company_name: name, email }) });
    const response = await call(`/rest/v1/leads?select=company_name&email=eq.${encodeURIComponent(email)}`, { headers: serviceHeaders });
    expect(await response.json()).toEqual([{ company_name: name }]);
  });

  it('refuses a body that is not JSON (400, PGRST102)', async () => {
    const response = await call('/rest/v1/leads', { method: 'POST', headers: anonHeaders, body: '{oops' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('PGRST102');
  });

  it('refuses a body over 1 MB (413)', async () => {
    const response = await call('/rest/v1/leads', { method: 'POST', headers: anonHeaders, body: JSON.stringify({ missions: 'x'.repeat(1_100_000) }) });
    expect(response.status).toBe(413);
  });

  it('answers 405 to the verbs it does not serve', async () => {
    const response = await call('/rest/v1/leads?id=eq.1', { method: 'PUT', headers: serviceHeaders, body: '{}' });
    expect(response.status).toBe(405);
  });

  it('returns an object, not an array, when asked for one (supabase-js .single())', async () => {
    const email = uniqueEmail();
    await call('/rest/v1/leads', { method: 'POST', headers: anonHeaders, body: JSON.stringify({ ...lead(), email }) });
    const one = await call(`/rest/v1/leads?select=email&email=eq.${encodeURIComponent(email)}`, {
      headers: { ...serviceHeaders, accept: 'application/vnd.pgrst.object+json' },
    });
    expect(await one.json()).toEqual({ email });
    const none = await call('/rest/v1/leads?select=email&email=eq.nobody', {
      headers: { ...serviceHeaders, accept: 'application/vnd.pgrst.object+json' },
    });
    expect(none.status).toBe(406);
  });

  it('serialises concurrent requests: 40 inserts at once all land, and a racing duplicate lands once', async () => {
    const inserts = await Promise.all(
      Array.from({ length: 40 }, () => call('/rest/v1/leads', { method: 'POST', headers: anonHeaders, body: JSON.stringify(lead()) })),
    );
    expect(inserts.map((response) => response.status)).toEqual(Array(40).fill(201));
    const email = uniqueEmail();
    const race = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('/rest/v1/newsletter_subscriptions', {
          method: 'POST',
          headers: anonHeaders,
          body: JSON.stringify({ email, opt_in_confirmed: true }),
        }),
      ),
    );
    expect(race.map((response) => response.status).sort()).toEqual([201, ...Array(9).fill(409)]);
  });

  it('leaves other paths to the site', async () => {
    expect((await call('/rest/v2/leads')).status).toBe(404);
    expect((await call('/qui-sommes-nous')).status).toBe(404);
  });
});
