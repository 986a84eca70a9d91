import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { supabaseCaller } from '../../../supabase/functions/_shared/publish/caller.ts';

// A stand-in for the project's Auth and Data APIs that records what the function asks, and as whom.
let requests: Array<{ method: string; url: string; authorization?: string; apikey?: string }>;
let server: Server;
let url: string;
const draft = { file: 'pages/index.json', content: { path: '/' }, base_version: 'b1', updated_at: '2026-11-27T10:00:00.123456+00:00' };

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push({
      method: request.method!,
      url: decodeURIComponent(request.url!),
      authorization: request.headers.authorization,
      apikey: request.headers.apikey as string,
    });
    const send = (status: number, body: unknown) => response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    if (request.url === '/auth/v1/user')
      return request.headers.authorization === 'Bearer user-token'
        ? send(200, { id: 'u1', email: 'owner@example.fr', aud: 'authenticated', role: 'authenticated' })
        : send(403, { code: 403, error_code: 'bad_jwt', msg: 'invalid JWT' });
    if (request.url!.startsWith('/rest/v1/user_roles')) return send(200, [{ role: 'editor' }]);
    if (request.url!.startsWith('/rest/v1/page_drafts') && request.method === 'GET') return send(200, [draft]);
    if (request.url!.startsWith('/rest/v1/page_drafts') && request.method === 'DELETE') return response.writeHead(204).end();
    send(404, {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests = [];
});

describe('the backend as the caller (supabase-js)', () => {
  it('asks Auth who the token belongs to, and reads roles and drafts with the caller’s token, not a service key', async () => {
    const caller = supabaseCaller(url, 'anon-key', 'Bearer user-token');
    expect(await caller.user()).toEqual({ id: 'u1', email: 'owner@example.fr' });
    expect(await caller.isEditor('u1')).toBe(true);
    expect(await caller.drafts(['pages/index.json', 'data/faq.json'])).toEqual([draft]);
    expect(requests.map(({ method, url: path }) => `${method} ${path}`)).toEqual([
      'GET /auth/v1/user',
      'GET /rest/v1/user_roles?select=role&user_id=eq.u1&role=eq.editor',
      'GET /rest/v1/page_drafts?select=file,content,base_version,updated_at',
    ]);
    for (const request of requests) expect(request).toMatchObject({ authorization: 'Bearer user-token', apikey: 'anon-key' });
  });

  it('deletes a published draft only as it was read (a later autosave stays)', async () => {
    await supabaseCaller(url, 'anon-key', 'Bearer user-token').deleteDrafts([draft]);
    expect(requests).toEqual([
      {
        method: 'DELETE',
        url: `/rest/v1/page_drafts?file=eq.pages/index.json&updated_at=eq.${draft.updated_at}`,
        authorization: 'Bearer user-token',
        apikey: 'anon-key',
      },
    ]);
  });

  it('has no user for a token Auth refuses (the anon key)', async () => {
    expect(await supabaseCaller(url, 'anon-key', 'Bearer anon-key').user()).toBeUndefined();
  });
});
