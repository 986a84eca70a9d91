import { describe, expect, it } from 'vitest';
import { inviteEditor } from '../../../supabase/invite-editor/invite-editor.ts';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../../supabase/local/keys.ts';
import { sharedBackend } from '../support/backend.ts';
import { testClient } from '../support/clients.ts';
import { uniqueEmail } from '../support/tokens.ts';

// `npm run invite-editor` against the local backend: an editor and a link that signs them in, run once or again.

const { backend } = sharedBackend();
async function follow(link: string): Promise<string> {
  const response = await fetch(link, { redirect: 'manual' });
  const location = new URL(response.headers.get('location') ?? '');
  expect(`${location.origin}${location.pathname}`).toBe(`${backend().url}/admin/`);
  const accessToken = new URLSearchParams(location.hash.slice(1)).get('access_token');
  if (!accessToken) throw new Error(`the link did not sign in: ${location.toString()}`);
  return accessToken;
}

const invite = (email: string) => inviteEditor({ url: backend().url, serviceRoleKey: LOCAL_SERVICE_ROLE_KEY, email, redirectTo: `${backend().url}/admin/` });

describe('inviteEditor on the local backend', () => {
  it('makes an editor whose link signs them in to /admin/, where the drafts are theirs to read', async () => {
    const { userId, link } = await invite(uniqueEmail('proprietaire'));
    const accessToken = await follow(link ?? '');
    const owner = testClient(backend().url, LOCAL_ANON_KEY, accessToken);
    expect((await owner.from('user_roles').select('user_id, role')).data).toEqual([{ user_id: userId, role: 'editor' }]);
    expect((await owner.from('page_drafts').select('file')).error).toBeNull();
  });

  it('run again, for an address invited or already registered, keeps one role and gives a fresh link that works', async () => {
    const email = uniqueEmail('proprietaire');
    const first = await invite(email);
    const again = await invite(email);
    expect(again.userId).toBe(first.userId);
    expect(again.link).not.toBe(first.link);
    await follow(again.link ?? '');
    const registered = await invite(email);
    expect(registered.userId).toBe(first.userId);
    await follow(registered.link ?? '');
    const service = testClient(backend().url, LOCAL_SERVICE_ROLE_KEY);
    expect((await service.from('user_roles').select('role').eq('user_id', first.userId)).data).toEqual([{ role: 'editor' }]);
  });

  it('refuses a key that is not the service role’s, granting nothing', async () => {
    const email = uniqueEmail('proprietaire');
    await expect(inviteEditor({ url: backend().url, serviceRoleKey: LOCAL_ANON_KEY, email })).rejects.toMatchObject({ status: 403 });
  });
});
