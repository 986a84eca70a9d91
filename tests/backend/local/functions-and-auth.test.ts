import { describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../../../supabase/local/keys.ts';
import { sharedBackend } from '../support/backend.ts';
import { testClient } from '../support/clients.ts';
import { invitedSession } from '../support/invited-user.ts';
import { userAccessToken } from '../support/tokens.ts';

const { backend } = sharedBackend();
const body = { company_name: 'Acme', company_size: '50-100', sector: 'Industrie', missions: null, salary_range: null, email: 'rh@acme.fr' };

describe('/functions/v1 on the local backend', () => {
  it('serves generate-job-description to supabase-js, which reads the HTML as text', async () => {
    const { data, error } = await testClient(backend().url, LOCAL_ANON_KEY).functions.invoke('generate-job-description', { body });
    expect(error).toBeNull();
    expect(typeof data).toBe('string');
    expect(data).toContain('<h1>Chief of Staff</h1>');
    expect(data).toContain('50 à 100 salariés');
  });

  it('passes the function’s French refusal through', async () => {
    const { error } = await testClient(backend().url, LOCAL_ANON_KEY).functions.invoke('generate-job-description', {
      body: { ...body, company_size: 'énorme' },
    });
    const response = (error as { context: Response }).context;
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain('company_size');
  });

  it('requires a valid JWT like the hosted gateway, but lets the preflight through', async () => {
    const url = `${backend().url}/functions/v1/generate-job-description`;
    expect((await fetch(url, { method: 'POST', body: JSON.stringify(body) })).status).toBe(401);
    expect((await fetch(url, { method: 'POST', headers: { authorization: 'Bearer not.a.jwt' }, body: JSON.stringify(body) })).status).toBe(401);
    const preflight = await fetch(url, { method: 'OPTIONS', headers: { origin: 'https://x.example', 'access-control-request-method': 'POST' } });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers 404 for a function that does not exist', async () => {
    const response = await fetch(`${backend().url}/functions/v1/send-spam`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}` },
    });
    expect(response.status).toBe(404);
  });
});

describe('/auth/v1 on the local backend', () => {
  it("returns the user of a session's access token, so supabase-js can restore that user's session", async () => {
    const { userId, accessToken, refreshToken } = await invitedSession(backend().url);
    const client = testClient(backend().url, LOCAL_ANON_KEY);
    const { data, error } = await client.auth.setSession({ access_token: accessToken, refresh_token: refreshToken });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(userId);
  });

  it('refuses a forged access token', async () => {
    const response = await fetch(`${backend().url}/auth/v1/user`, { headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}x` } });
    expect(response.status).toBe(403);
  });

  it('knows no user for a validly signed token whose user does not exist (GoTrue: 403 user_not_found)', async () => {
    const response = await fetch(`${backend().url}/auth/v1/user`, {
      headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${userAccessToken(crypto.randomUUID())}` },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error_code: 'user_not_found' });
  });
});
