import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { siteContent } from '../../../scripts/content-checks.ts';
import type { Caller, DraftRow } from '../../../supabase/functions/_shared/publish/caller.ts';
import { blobOid } from '../../../supabase/functions/_shared/publish/git-oid.ts';
import { publishHandler } from '../../../supabase/functions/_shared/publish/handler.ts';
import type { CommitChange, ContentRepository } from '../../../supabase/functions/_shared/publish/repository.ts';

const root = resolve(import.meta.dirname, '../../..');
const fromDisk = (file: string) => new Uint8Array(readFileSync(join(root, file)));
const indexText = readFileSync(join(root, 'pages/index.json'), 'utf8');
const index = JSON.parse(indexText) as { seo: { title: string }; blocks: Array<{ title: string }> };
const faq = JSON.parse(readFileSync(join(root, 'pages/faq.json'), 'utf8')) as Record<string, unknown>;

/** The branch as a map of files: head h1, a commit moves it to h2 unless `moved` says someone else did first. */
function fakeRepository() {
  const files = new Map<string, Uint8Array>();
  const commits: CommitChange[] = [];
  const state = { head: 'h1', moved: false };
  const repository: ContentRepository = {
    head: async () => state.head,
    list: async () => Promise.all([...files].map(async ([path, bytes]) => ({ path, oid: await blobOid(bytes) }))),
    read: async (_commit, path) => files.get(path),
    async commit(change) {
      if (state.moved || change.expectedHead !== state.head) return { ok: false, moved: true };
      commits.push(change);
      for (const { path, contents } of change.files) files.set(path, contents);
      state.head = 'h2';
      return { ok: true, oid: 'h2' };
    },
    history: async (path, limit) => [
      { commit: 'h1', author: 'Dev', email: 'dev@example.fr', date: '2026-11-26T10:00:00Z', message: `Site (${path}, ${limit})` },
    ],
  };
  return { files, commits, state, repository };
}

let repo: ReturnType<typeof fakeRepository>;
let drafts: DraftRow[];
let deleted: DraftRow[];
let roles: Record<string, boolean>;

// The real site's content files, the real site's checks (the source the function's bundle is built from).
const contentFiles = ['pages', 'data', 'images'].flatMap((folder) =>
  readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1)),
);

const caller = (authorization: string): Caller => ({
  user: async () =>
    ({ 'Bearer owner-token': { id: 'owner', email: 'owner@example.fr' }, 'Bearer visitor-token': { id: 'visitor', email: 'visitor@example.fr' } })[
      authorization
    ],
  isEditor: async (id) => roles[id] === true,
  drafts: async (files) => drafts.filter(({ file }) => !files || files.includes(file)),
  deleteDrafts: async (rows) => void deleted.push(...rows),
});

const handler = () => publishHandler({ repository: repo.repository, site: async () => siteContent, callerOf: caller });
const call = (path: string, init: RequestInit & { token?: string } = {}) =>
  handler()(
    new Request(`http://localhost:4173/functions/v1/publish${path}`, {
      ...init,
      headers: { ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}), 'Content-Type': 'application/json' },
    }),
  );
const publish = (token = 'owner-token', body: unknown = {}) => call('', { method: 'POST', token, body: JSON.stringify(body) });
const draftOf = async (file: string, content: unknown): Promise<DraftRow> => ({
  file,
  content,
  base_version: repo.files.has(file) ? await blobOid(repo.files.get(file)!) : null,
  updated_at: '2026-11-27T10:00:00.123456+00:00',
});

beforeEach(() => {
  repo = fakeRepository();
  for (const file of contentFiles) repo.files.set(file, fromDisk(file));
  drafts = [];
  deleted = [];
  roles = { owner: true };
});

describe('the publish function', () => {
  it('answers 401 without a signed-in user (no token, the anon key, a token Auth refuses) and 403 to a user without the editor role', async () => {
    expect((await call('/content')).status).toBe(401);
    expect((await call('/content', { token: 'anon-key' })).status).toBe(401);
    expect((await publish('forged')).status).toBe(401);
    drafts = [await draftOf('pages/index.json', index)];
    const refused = await publish('visitor-token');
    expect(refused.status).toBe(403);
    expect(repo.commits).toEqual([]);
  });

  it('gives every content file at the head with its blob id, the text of pages and data files, images with their pixels and hash', async () => {
    const response = await call('/content', { token: 'owner-token' });
    expect(response.status).toBe(200);
    // The site's published content, not personal data: kept by the browser only to be revalidated (the next test).
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const { head, files } = (await response.json()) as { head: string; files: Array<{ path: string; oid: string; text?: string }> };
    expect(head).toBe('h1');
    expect(files.find(({ path }) => path === 'pages/index.json')).toEqual({
      path: 'pages/index.json',
      oid: await blobOid(fromDisk('pages/index.json')),
      text: indexText,
    });
    const { width, height } = await sharp(fromDisk('images/horizon.png')).metadata();
    expect(files.find(({ path }) => path === 'images/horizon.png')).toEqual({
      path: 'images/horizon.png',
      oid: await blobOid(fromDisk('images/horizon.png')),
      image: { width, height, hash: createHash('sha256').update(fromDisk('images/horizon.png')).digest('hex') },
    });
    // A file of images/ the build would not read as an image is listed by its id only.
    expect(files.find(({ path }) => path === 'images/horizon.svg')).toEqual({ path: 'images/horizon.svg', oid: expect.stringMatching(/^[0-9a-f]{40}$/) });
  });

  it('tags the content with the head: asked again with that tag, 304 and nothing read but the head while the branch has not moved', async () => {
    const get = (tag?: string) =>
      handler()(
        new Request('http://localhost/functions/v1/publish/content', {
          headers: { Authorization: 'Bearer owner-token', ...(tag && { 'If-None-Match': tag }) },
        }),
      );
    const first = await get();
    expect(first.headers.get('etag')).toBe('"h1"');
    let listed = 0;
    const list = repo.repository.list;
    repo.repository.list = (commit) => ((listed += 1), list(commit));
    const again = await get('"h1"');
    expect([again.status, await again.text(), listed]).toEqual([304, '', 0]);
    repo.state.head = 'h2';
    const moved = await get('"h1"');
    expect([moved.status, moved.headers.get('etag'), listed]).toEqual([200, '"h2"', 1]);
    expect((await get('"h2"')).status).toBe(304);
    const visitor = await handler()(
      new Request('http://localhost/functions/v1/publish/content', { headers: { Authorization: 'Bearer visitor-token', 'If-None-Match': '"h2"' } }),
    );
    expect(visitor.status).toBe(403);
  });

  it('the same route from Supabase, where the function is called at /publish/…', async () => {
    const request = new Request('https://project.supabase.co/publish/content', { headers: { Authorization: 'Bearer owner-token' } });
    expect((await handler()(request)).status).toBe(200);
  });

  it('publishes a changed title as one commit of that file only, written as the repository writes it, then deletes the draft', async () => {
    const changed = structuredClone(index);
    changed.blocks[0]!.title = 'Un nouveau titre';
    drafts = [await draftOf('pages/index.json', changed)];
    const response = await publish();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ commit: 'h2', files: ['pages/index.json'], conflicts: [] });
    expect(repo.commits).toHaveLength(1);
    const [commit] = repo.commits;
    expect(commit!.expectedHead).toBe('h1');
    expect(commit!.author).toEqual({ name: 'owner@example.fr', email: 'owner@example.fr' });
    expect(commit!.message).toMatch(/^Publish \/\n/);
    expect(commit!.files.map(({ path }) => path)).toEqual(['pages/index.json']);
    const written = new TextDecoder().decode(commit!.files[0]!.contents);
    expect(written).toBe(indexText.replace(JSON.stringify(index.blocks[0]!.title), '"Un nouveau titre"'));
    expect(deleted).toEqual(drafts);
  });

  it('answers 400 no_drafts, and commits nothing, when the caller has no draft', async () => {
    drafts = [];
    const response = await publish();
    expect([response.status, await response.json()]).toEqual([400, { error: 'No draft to publish.', code: 'no_drafts' }]);
    expect(repo.commits).toEqual([]);
  });

  it('asks the host’s deploy hook to rebuild after a commit, and says so when it refuses; the commit stands either way', async () => {
    const hooks: string[] = [];
    const answers = [200, 500];
    const hook = createServer((request, response) => {
      hooks.push(`${request.method} ${request.url}`);
      response.writeHead(answers.shift()!).end();
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const { port } = hook.address() as AddressInfo;
    const withHook = publishHandler({
      repository: repo.repository,
      site: async () => siteContent,
      callerOf: caller,
      deployHook: `http://127.0.0.1:${port}/build/s3cret`,
    });
    const publishWithHook = () =>
      withHook(new Request('http://localhost:4173/functions/v1/publish', { method: 'POST', headers: { Authorization: 'Bearer owner-token' }, body: '{}' }));
    try {
      const titled = (title: string) => ({ ...index, blocks: [{ ...index.blocks[0]!, title }, ...index.blocks.slice(1)] });
      drafts = [await draftOf('pages/index.json', titled('Un titre'))];
      expect(await (await publishWithHook()).json()).toEqual(expect.objectContaining({ commit: 'h2', rebuild: 'requested' }));
      repo.state.head = 'h1';
      drafts = [await draftOf('pages/index.json', titled('Un autre titre'))];
      const refused = await publishWithHook();
      expect(refused.status).toBe(200);
      expect(await refused.json()).toEqual(expect.objectContaining({ commit: 'h2', files: ['pages/index.json'], rebuild: 'failed' }));
      expect(hooks).toEqual(['POST /build/s3cret', 'POST /build/s3cret']);
      expect(repo.commits).toHaveLength(2);
    } finally {
      hook.close();
    }
  });

  it('refuses (422) a draft that breaks another page, naming that page, its route and field, and writes nothing', async () => {
    drafts = [await draftOf('pages/faq.json', { ...faq, path: '/questions' })];
    const response = await publish();
    expect(response.status).toBe(422);
    const { issues } = (await response.json()) as { issues: Array<{ file: string; route?: string; path: unknown[]; message: string }> };
    expect(issues).toContainEqual({
      file: 'pages/ressources.json',
      route: '/ressources',
      path: expect.arrayContaining(['blocks']),
      message: expect.stringContaining('/faq'),
    });
    expect(repo.commits).toEqual([]);
    expect(deleted).toEqual([]);
  });

  it('names the page of a problem in a draft that is not valid itself, by the route it claims', async () => {
    const emptied = structuredClone(index);
    emptied.blocks[0]!.title = '';
    drafts = [await draftOf('pages/index.json', emptied)];
    const response = await publish();
    expect(response.status).toBe(422);
    expect(((await response.json()) as { issues: unknown[] }).issues).toEqual([
      { file: 'pages/index.json', route: '/', path: ['blocks', 0, 'title'], message: expect.any(String) },
    ]);
  });

  it('refuses (409) a draft whose file changed on the branch since it began, with both versions; a draft of an unchanged file goes through', async () => {
    const changed = structuredClone(index);
    changed.seo.title = 'Titre';
    const stale = { ...(await draftOf('pages/index.json', changed)), base_version: 'a'.repeat(40) };
    drafts = [stale];
    const response = await publish();
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      conflicts: [
        { file: 'pages/index.json', base: 'a'.repeat(40), theirs: { oid: await blobOid(fromDisk('pages/index.json')), text: indexText }, mine: changed },
      ],
    });
    expect(repo.commits).toEqual([]);
    // Begun on the file as the branch has it now: published, whatever else changed on the branch.
    drafts = [await draftOf('pages/index.json', changed)];
    expect((await publish()).status).toBe(200);
  });

  it('publishes the drafts of unchanged files when another draft conflicts, and returns that one with both versions, kept', async () => {
    const changed = structuredClone(index);
    changed.seo.title = 'Titre';
    const stale = { ...(await draftOf('pages/index.json', changed)), base_version: 'a'.repeat(40) };
    const faqChanged = { ...faq, seo: { ...(faq.seo as object), title: 'Questions fréquentes, revues' } };
    const fresh = await draftOf('pages/faq.json', faqChanged);
    drafts = [stale, fresh];
    const response = await publish();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      commit: 'h2',
      files: ['pages/faq.json'],
      conflicts: [
        { file: 'pages/index.json', base: 'a'.repeat(40), theirs: { oid: await blobOid(fromDisk('pages/index.json')), text: indexText }, mine: changed },
      ],
    });
    expect(repo.commits.map(({ files }) => files.map(({ path }) => path))).toEqual([['pages/faq.json']]);
    expect(deleted).toEqual([fresh]);
  });

  it('checks the drafts that go through against a conflicting file as the head has it, not as its draft has it', async () => {
    // The conflicting draft moves the FAQ away; the page linking to /faq is fine with the head's FAQ, so the other draft goes through.
    const moved = { ...(await draftOf('pages/faq.json', { ...faq, path: '/questions' })), base_version: 'b'.repeat(40) };
    const changed = structuredClone(index);
    changed.seo.title = 'Titre';
    drafts = [moved, await draftOf('pages/index.json', changed)];
    const response = await publish();
    expect(response.status).toBe(200);
    expect(((await response.json()) as { files: string[] }).files).toEqual(['pages/index.json']);
  });

  it('answers 409 { moved: true } when the branch moves between the checks and the commit, keeping the drafts', async () => {
    const changed = structuredClone(index);
    changed.seo.title = 'Titre';
    drafts = [await draftOf('pages/index.json', changed)];
    repo.state.moved = true;
    const response = await publish();
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ moved: true });
    expect(deleted).toEqual([]);
  });

  it('refuses a draft of a file that is not a page or a data file of the site', async () => {
    drafts = [await draftOf('data/unknown.json', {})];
    expect((await publish()).status).toBe(422);
    expect(repo.commits).toEqual([]);
  });

  it('lists the versions of a page with their content', async () => {
    const response = await call('/history?file=pages/index.json', { token: 'owner-token' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      versions: [{ commit: 'h1', author: 'Dev', email: 'dev@example.fr', date: '2026-11-26T10:00:00Z', message: expect.any(String), content: index }],
    });
    expect((await call('/history?file=engine/app.ts', { token: 'owner-token' })).status).toBe(400);
  });
});

describe('an image uploaded from the editor', () => {
  const photo = (width = 1600, height = 900) =>
    sharp({ create: { width, height, channels: 3, background: '#2f5d62' } })
      .png()
      .toBuffer();
  const upload = (name: string, bytes: Uint8Array, token = 'owner-token') =>
    handler()(
      new Request(`http://localhost:4173/functions/v1/publish/images?name=${encodeURIComponent(name)}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/octet-stream' },
        body: bytes as Uint8Array<ArrayBuffer>,
      }),
    );

  it('is committed into images/ under its slug, by its uploader, and answered with its path, pixels and hash', async () => {
    const bytes = new Uint8Array(await photo());
    const response = await upload('../Notre équipe.PNG', bytes);
    expect(response.status).toBe(201);
    const hash = createHash('sha256').update(bytes).digest('hex');
    expect(await response.json()).toEqual({ src: 'images/notre-equipe.png', image: { width: 1600, height: 900, hash }, commit: 'h2' });
    expect(repo.commits).toHaveLength(1);
    const [commit] = repo.commits;
    expect(commit!.expectedHead).toBe('h1');
    expect(commit!.files).toEqual([{ path: 'images/notre-equipe.png', contents: bytes }]);
    expect(commit!.author).toEqual({ name: 'owner@example.fr', email: 'owner@example.fr' });
    expect(commit!.message).toMatch(/^Add images\/notre-equipe\.png\n\nUploaded from the site's editor by owner@example\.fr\.$/);
  });

  it('answers the same bytes again with their path and commits nothing; other bytes under that name get a name of their own', async () => {
    repo.files.set('images/atelier.png', new Uint8Array(await photo(1200, 800)));
    const same = await upload('atelier.png', repo.files.get('images/atelier.png')!);
    expect([same.status, ((await same.json()) as { src: string; commit: null }).commit]).toEqual([200, null]);
    const other = await upload('atelier.png', new Uint8Array(await photo(1300, 800)));
    expect(((await other.json()) as { src: string }).src).toBe('images/atelier-2.png');
    expect(repo.commits.map(({ files }) => files.map(({ path }) => path))).toEqual([['images/atelier-2.png']]);
  });

  it('names its format by its bytes, refuses what is not a PNG, JPEG, WebP or AVIF (415) or weighs over 10 MB (413), and commits nothing then', async () => {
    const jpeg = new Uint8Array(
      await sharp(await photo())
        .jpeg()
        .toBuffer(),
    );
    expect(((await (await upload('photo.png', jpeg)).json()) as { src: string }).src).toBe('images/photo.jpg');
    repo.commits.length = 0;
    const gif = await upload(
      'anime.png',
      new Uint8Array(
        await sharp(await photo(40, 40))
          .gif()
          .toBuffer(),
      ),
    );
    expect([gif.status, await gif.json()]).toEqual([415, { error: 'Only PNG, JPEG, WebP or AVIF images.', code: 'not_an_image' }]);
    const page = await upload('accueil.png', fromDisk('pages/index.json'));
    expect(page.status).toBe(415);
    const huge = await upload('enorme.png', new Uint8Array(10 * 1024 * 1024 + 1));
    expect([huge.status, ((await huge.json()) as { code: string }).code]).toEqual([413, 'too_large']);
    expect(repo.commits).toEqual([]);
  });

  it('is refused to whoever is not an editor, before its bytes are read', async () => {
    expect((await upload('photo.png', new Uint8Array(await photo()), 'visitor-token')).status).toBe(403);
    expect((await upload('photo.png', new Uint8Array(await photo()), 'forged')).status).toBe(401);
    expect(repo.commits).toEqual([]);
  });

  it('is committed again on the branch that moved meanwhile, up to three times, then answers 409 { moved: true }', async () => {
    const commit = repo.repository.commit;
    let refusals = 1;
    repo.repository.commit = (change) => (refusals-- > 0 ? Promise.resolve({ ok: false, moved: true }) : commit(change));
    expect((await upload('photo.png', new Uint8Array(await photo()))).status).toBe(201);
    repo.state.moved = true;
    const moved = await upload('autre.png', new Uint8Array(await photo(1700)));
    expect([moved.status, await moved.json()]).toEqual([409, { moved: true }]);
  });

  it('is read back as bytes by an editor, who sees it before a build has written its thumbnail; nothing outside images/', async () => {
    const bytes = new Uint8Array(await photo());
    const { src } = (await (await upload('vitrine.png', bytes)).json()) as { src: string };
    const read = await call(`/image?src=${encodeURIComponent(src)}`, { token: 'owner-token' });
    expect([read.status, read.headers.get('content-type')]).toEqual([200, 'application/octet-stream']);
    expect(new Uint8Array(await read.arrayBuffer())).toEqual(bytes);
    expect((await call('/image?src=images/absente.png', { token: 'owner-token' })).status).toBe(404);
    for (const outside of ['pages/index.json', 'images/../pages/index.json', 'supabase/config.toml'])
      expect((await call(`/image?src=${encodeURIComponent(outside)}`, { token: 'owner-token' })).status).toBe(400);
    expect((await call(`/image?src=${encodeURIComponent(src)}`, { token: 'visitor-token' })).status).toBe(403);
  });
});
