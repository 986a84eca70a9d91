import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../../../supabase/local/keys.ts';
import type { ServedBackend } from '../../../supabase/local/local-backend.ts';
import { BACKEND_START_TIMEOUT, startBackend } from '../support/backend.ts';
import { testClient } from '../support/clients.ts';

let backend: ServedBackend;

beforeAll(async () => {
  backend = await startBackend();
}, BACKEND_START_TIMEOUT);
afterAll(() => backend.close());

describe('the publish function on the local backend', () => {
  it('is reached at its sub-paths and refuses the anon key with 401, as the function (not the gateway) answers', async () => {
    const { error } = await testClient(backend.url, LOCAL_ANON_KEY).functions.invoke('publish/content', { method: 'GET' });
    const response = (error as { context: Response }).context;
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Sign in to edit the site.' });
    const post = await fetch(`${backend.url}/functions/v1/publish`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(post.status).toBe(401);
  });

  it('answers the preflight with the methods it serves', async () => {
    const preflight = await fetch(`${backend.url}/functions/v1/publish/history`, {
      method: 'OPTIONS',
      headers: { origin: 'https://x.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, POST, OPTIONS');
  });
});
