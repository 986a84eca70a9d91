import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../../supabase/local/keys.ts';
import type { ServedBackend } from '../../../supabase/local/local-backend.ts';
import { buildContentChecks } from '../../../scripts/build-functions.ts';
import { BACKEND_START_TIMEOUT, startBackend } from '../support/backend.ts';
import { testClient } from '../support/clients.ts';
import { invitedSession, type InvitedSession } from '../support/invited-user.ts';

// The publish function as `npm start` serves it: the local backend's Auth and tables (editors, drafts), the bundled
// checks, a bare clone of this repository in a temporary folder (LOCAL_CONTENT_REPO).

const root = resolve(import.meta.dirname, '../../..');
const contentRepo = join(mkdtempSync(join(tmpdir(), 'local-content-')), 'content.git');
process.env.LOCAL_CONTENT_REPO = contentRepo;
const inRepo = (...args: string[]) => execFileSync('git', ['--git-dir', contentRepo, ...args], { encoding: 'utf8' }).trim();

let backend: ServedBackend;
let service: SupabaseClient;
let editor: InvitedSession;
let other: InvitedSession;

const call = (path: string, token: string, init: RequestInit = {}) =>
  fetch(`${backend.url}/functions/v1/publish${path}`, {
    ...init,
    headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });

beforeAll(async () => {
  await buildContentChecks();
  backend = await startBackend();
  service = testClient(backend.url, LOCAL_SERVICE_ROLE_KEY);
  [editor, other] = await Promise.all([invitedSession(backend.url), invitedSession(backend.url)]);
  expect((await service.from('user_roles').insert({ user_id: editor.userId, role: 'editor' })).error).toBeNull();
}, BACKEND_START_TIMEOUT + 60_000);
afterAll(async () => {
  await backend.close();
  rmSync(join(contentRepo, '..'), { recursive: true, force: true });
});

describe('the publish function on the local backend', () => {
  it('is reached at its sub-paths and refuses the anon key with 401, as the function (not the gateway) answers', async () => {
    const { error } = await testClient(backend.url, LOCAL_ANON_KEY).functions.invoke('publish/content', { method: 'GET' });
    const response = (error as { context: Response }).context;
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Sign in to edit the site.' });
    expect((await call('', LOCAL_ANON_KEY, { method: 'POST', body: '{}' })).status).toBe(401);
  });

  it('answers 403 to a signed-in user who is not an editor', async () => {
    expect((await call('/content', other.accessToken)).status).toBe(403);
  });

  it('publishes an editor’s draft as one commit of that file in the local repository, authored by them, and deletes the draft', async () => {
    const content = await call('/content', editor.accessToken);
    expect(content.status).toBe(200);
    const { head, files } = (await content.json()) as { head: string; files: Array<{ path: string; oid: string; text?: string }> };
    const index = files.find(({ path }) => path === 'pages/index.json')!;
    expect(index.text).toBe(readFileSync(join(root, 'pages/index.json'), 'utf8'));
    const page = JSON.parse(index.text!) as { blocks: Array<{ title: string }> };
    page.blocks[0]!.title = 'Un titre publié depuis le navigateur';
    const drafts = testClient(backend.url, LOCAL_ANON_KEY, editor.accessToken).from('page_drafts');
    expect((await drafts.insert({ file: 'pages/index.json', content: page, base_version: index.oid })).error).toBeNull();

    const published = await call('', editor.accessToken, { method: 'POST', body: '{}' });
    expect(published.status).toBe(200);
    const { commit } = (await published.json()) as { commit: string };
    expect(inRepo('rev-parse', `${commit}^`)).toBe(head);
    expect(inRepo('diff-tree', '--no-commit-id', '--name-only', '-r', commit)).toBe('pages/index.json');
    expect(inRepo('log', '-1', '--format=%ae', commit)).toBe(editor.email);
    expect(inRepo('show', `${commit}:pages/index.json`)).toContain('"title": "Un titre publié depuis le navigateur"');
    expect((await service.from('page_drafts').select('file')).data).toEqual([]);
    expect(readFileSync(join(root, 'pages/index.json'), 'utf8')).toBe(index.text);

    // Its history lists the new version first.
    const history = (await (await call('/history?file=pages/index.json', editor.accessToken)).json()) as { versions: Array<{ commit: string; email: string }> };
    expect(history.versions[0]).toMatchObject({ commit, email: editor.email });

    // A draft begun before that commit conflicts with it: both versions, nothing written.
    expect((await drafts.insert({ file: 'pages/index.json', content: page, base_version: index.oid })).error).toBeNull();
    const conflict = await call('', editor.accessToken, { method: 'POST', body: '{}' });
    expect(conflict.status).toBe(409);
    expect(((await conflict.json()) as { conflicts: Array<{ file: string }> }).conflicts.map(({ file }) => file)).toEqual(['pages/index.json']);
    expect(inRepo('rev-parse', 'HEAD')).toBe(commit);
  });

  it('answers the preflight with the methods it serves', async () => {
    const preflight = await fetch(`${backend.url}/functions/v1/publish/history`, {
      method: 'OPTIONS',
      headers: { origin: 'https://x.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, POST, OPTIONS');
  });

  it('takes a photo of several megabytes through the local backend into images/ of the repository, and reads it back', async () => {
    // Noise does not compress: a 1400 × 1000 PNG of it weighs about 4 MB, over the 1 MB the database's API takes.
    const noise = Buffer.from(Array.from({ length: 1400 * 1000 * 3 }, () => Math.floor(Math.random() * 256)));
    const photo = await sharp(noise, { raw: { width: 1400, height: 1000, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(photo.byteLength).toBeGreaterThan(2 * 1024 * 1024);
    const response = await fetch(`${backend.url}/functions/v1/publish/images?name=${encodeURIComponent('Photo de groupe.png')}`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${editor.accessToken}`, 'content-type': 'application/octet-stream' },
      body: photo,
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ src: 'images/photo-de-groupe.png', image: { width: 1400, height: 1000 } });
    expect(
      Buffer.from(execFileSync('git', ['--git-dir', contentRepo, 'show', 'HEAD:images/photo-de-groupe.png'], { maxBuffer: 64 * 1024 * 1024 })).equals(photo),
    ).toBe(true);
    const read = await call(`/image?src=${encodeURIComponent('images/photo-de-groupe.png')}`, editor.accessToken);
    expect(Buffer.from(await read.arrayBuffer()).equals(photo)).toBe(true);
  });
});
