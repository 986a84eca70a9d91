import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../../supabase/local/jwt.ts';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../../supabase/local/keys.ts';
import { sharedBackend } from '../support/backend.ts';
import { testClient } from '../support/clients.ts';
import { invitedSession, type InvitedSession } from '../support/invited-user.ts';

// Who may read and write the drafts of /admin/, through supabase-js as the editor's browser calls the API: only a
// signed-in user whom service_role made an editor. Sessions come from real invitations (the local Auth API).

const { backend } = sharedBackend();
let service: SupabaseClient;
let anon: SupabaseClient;
let editor: SupabaseClient;
let nonEditor: SupabaseClient;
let editorSession: InvitedSession;
let nonEditorSession: InvitedSession;
// A draft that exists throughout, so that "reads no row" means the policy hid one.
const existing = `pages/essai-${crypto.randomUUID()}.json`;

const draftFile = () => `pages/essai-${crypto.randomUUID()}.json`;
const storedDrafts = async (file: string) => (await service.from('page_drafts').select('file, content').eq('file', file)).data;

beforeAll(async () => {
  service = testClient(backend().url, LOCAL_SERVICE_ROLE_KEY);
  anon = testClient(backend().url, LOCAL_ANON_KEY);
  [editorSession, nonEditorSession] = await Promise.all([invitedSession(backend().url), invitedSession(backend().url)]);
  expect((await service.from('user_roles').insert({ user_id: editorSession.userId, role: 'editor' })).error).toBeNull();
  editor = testClient(backend().url, LOCAL_ANON_KEY, editorSession.accessToken);
  nonEditor = testClient(backend().url, LOCAL_ANON_KEY, nonEditorSession.accessToken);
  expect((await editor.from('page_drafts').insert({ file: existing, content: { title: 'Brouillon' } })).error).toBeNull();
});

describe('page_drafts', () => {
  it('gives anon nothing: no row read (42501, 401), no draft written', async () => {
    const read = await anon.from('page_drafts').select('*');
    expect(read.data).toBeNull();
    expect(read.error?.code).toBe('42501');
    expect(read.status).toBe(401);
    const file = draftFile();
    const written = await anon.from('page_drafts').insert({ file, content: {} });
    expect(written.error?.code).toBe('42501');
    expect(written.status).toBe(401);
    expect(await storedDrafts(file)).toEqual([]);
  });

  it('shows a signed-in user without the editor role no row, and refuses their writes (42501, 403)', async () => {
    const read = await nonEditor.from('page_drafts').select('file');
    expect(read.error).toBeNull();
    expect(read.data).toEqual([]);
    const file = draftFile();
    for (const write of [nonEditor.from('page_drafts').insert({ file, content: {} }), nonEditor.from('page_drafts').upsert({ file: existing, content: {} })]) {
      const { error, status } = await write;
      expect(error?.code).toBe('42501');
      expect(status).toBe(403);
    }
    const removed = await nonEditor.from('page_drafts').delete().eq('file', existing).select();
    expect(removed.data).toEqual([]);
    expect(await storedDrafts(file)).toEqual([]);
    expect(await storedDrafts(existing)).toEqual([{ file: existing, content: { title: 'Brouillon' } }]);
  });

  it('lets an editor keep an invalid draft, stamped with who and when from the JWT whatever the request says, then delete it', async () => {
    const file = draftFile();
    const invalid = { path: 42, blocks: 'pas une liste' };
    const forged = { updated_by: nonEditorSession.userId, updated_by_email: 'quelqu-un@exemple.fr', updated_at: '2000-01-01T00:00:00Z' };
    const first = await editor
      .from('page_drafts')
      .upsert({ file, content: invalid, base_version: null, ...forged })
      .select()
      .single();
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ file, content: invalid, updated_by: editorSession.userId, updated_by_email: editorSession.email });
    expect(Date.now() - Date.parse(first.data.updated_at as string)).toBeLessThan(60_000);

    const oid = 'a'.repeat(40);
    const second = await editor
      .from('page_drafts')
      .upsert({ file, content: { title: 'Corrigé' }, base_version: oid, ...forged })
      .select();
    expect(second.error).toBeNull();
    expect(second.data).toMatchObject([{ file, content: { title: 'Corrigé' }, base_version: oid, updated_by: editorSession.userId }]);
    expect((await editor.from('page_drafts').select('file, content').eq('file', file)).data).toEqual([{ file, content: { title: 'Corrigé' } }]);

    const removed = await editor.from('page_drafts').delete().eq('file', file).select('file');
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual([{ file }]);
    expect(await storedDrafts(file)).toEqual([]);
  });

  it.each([
    ['a path outside pages/ and data/', 'images/photo.json'],
    ['a path that climbs', 'pages/../package.json'],
    ['a file that is not JSON', 'pages/index.js'],
    ['upper case', 'pages/Index.json'],
  ])('refuses %s (23514)', async (_, file) => {
    const { error } = await editor.from('page_drafts').insert({ file, content: {} });
    expect(error?.code).toBe('23514');
  });

  it('refuses a draft over 256 KB (23514)', async () => {
    const { error } = await editor.from('page_drafts').insert({ file: draftFile(), content: { text: 'x'.repeat(262_144) } });
    expect(error?.code).toBe('23514');
  });
});

describe('user_roles', () => {
  it('shows a user their own roles only', async () => {
    expect((await editor.from('user_roles').select('user_id, role')).data).toEqual([{ user_id: editorSession.userId, role: 'editor' }]);
    expect((await nonEditor.from('user_roles').select('user_id, role')).data).toEqual([]);
  });

  it('cannot be written by an editor, for someone else or for themselves (42501)', async () => {
    const granted = await editor.from('user_roles').insert({ user_id: nonEditorSession.userId, role: 'editor' });
    expect(granted.error?.code).toBe('42501');
    const selfGranted = await nonEditor.from('user_roles').insert({ user_id: nonEditorSession.userId, role: 'editor' });
    expect(selfGranted.error?.code).toBe('42501');
    const dropped = await editor.from('user_roles').delete().eq('user_id', editorSession.userId);
    expect(dropped.error?.code).toBe('42501');
    expect((await service.from('user_roles').select('user_id').eq('user_id', nonEditorSession.userId)).data).toEqual([]);
    expect((await service.from('user_roles').select('user_id').eq('user_id', editorSession.userId)).data).toHaveLength(1);
  });
});

describe('a forged access token', () => {
  const claims = () => {
    const now = Math.floor(Date.now() / 1000);
    return { sub: editorSession.userId, email: editorSession.email, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 3600 };
  };
  const unsigned = () =>
    `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims())).toString('base64url')}.`;

  it.each([
    ['signed with another secret', () => signJwt(claims(), 'another-secret-another-secret-another-secret')],
    ['with alg none', unsigned],
  ])('%s reads and writes nothing (401, PGRST301)', async (_, token) => {
    const forger = testClient(backend().url, LOCAL_ANON_KEY, token());
    const read = await forger.from('page_drafts').select('file');
    expect(read.status).toBe(401);
    expect(read.error?.code).toBe('PGRST301');
    const file = draftFile();
    expect((await forger.from('page_drafts').insert({ file, content: {} })).status).toBe(401);
    expect(await storedDrafts(file)).toEqual([]);
  });
});
