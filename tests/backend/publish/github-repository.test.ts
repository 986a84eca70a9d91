import { createPublicKey, createVerify, generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gitHubAppTokens } from '../../../supabase/functions/_shared/publish/github-app-token.ts';
import { githubRepository } from '../../../supabase/functions/_shared/publish/github-repository.ts';

interface Recorded {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

// A stand-in for api.github.com that answers as GitHub does and records what it was asked.
let requests: Recorded[];
let branchHead: string;
let server: Server;
let apiUrl: string;

const json = (status: number, body: unknown) => ({ status, type: 'application/json', body: JSON.stringify(body) });

function answer({ method, url, body }: Recorded): { status: number; type: string; body: string | Buffer } {
  if (method === 'GET' && url === '/repos/acme/site/git/ref/heads/main')
    return json(200, { ref: 'refs/heads/main', object: { sha: branchHead, type: 'commit' } });
  if (method === 'GET' && url === '/repos/acme/site/git/trees/h1?recursive=1')
    return json(200, {
      sha: 't1',
      truncated: false,
      tree: [
        { path: 'pages', type: 'tree', sha: 'x' },
        { path: 'pages/index.json', type: 'blob', sha: 'b-index' },
        { path: 'data/site.json', type: 'blob', sha: 'b-site' },
        { path: 'images/photo.png', type: 'blob', sha: 'b-photo' },
        { path: 'engine/app.ts', type: 'blob', sha: 'b-code' },
        { path: 'README.md', type: 'blob', sha: 'b-readme' },
      ],
    });
  if (method === 'GET' && url === '/repos/acme/site/contents/pages/index.json?ref=h1')
    return { status: 200, type: 'application/vnd.github.raw+json', body: Buffer.from('{ "path": "/" }\n') };
  if (method === 'GET' && url.startsWith('/repos/acme/site/contents/')) return json(404, { message: 'Not Found' });
  if (method === 'POST' && url === '/app/installations/77/access_tokens')
    return json(201, { token: `ghs_minted_${requests.length}`, expires_at: new Date(Date.now() + 3600_000).toISOString() });
  if (method === 'POST' && url === '/graphql') {
    const { query, variables } = JSON.parse(body) as { query: string; variables: Record<string, unknown> & { input?: { expectedHeadOid: string } } };
    if (query.includes('createCommitOnBranch')) {
      if (variables.input!.expectedHeadOid !== branchHead)
        return json(200, {
          data: { createCommitOnBranch: null },
          errors: [
            {
              type: 'STALE_DATA',
              path: ['createCommitOnBranch'],
              message: `Expected branch to point to "${variables.input!.expectedHeadOid}" but it did not.  Pull and try again.`,
            },
          ],
        });
      branchHead = 'c2';
      return json(200, { data: { createCommitOnBranch: { commit: { oid: 'c2' } } } });
    }
    if (query.includes('history'))
      return json(200, {
        data: {
          repository: {
            ref: {
              target: {
                history: {
                  nodes: [
                    {
                      oid: 'c2',
                      message: 'Publish /\n\nCo-authored-by: owner@example.fr <owner@example.fr>',
                      committedDate: '2026-11-27T10:00:00Z',
                      author: { name: 'site-editor[bot]', email: 'bot@users.noreply.github.com' },
                    },
                    { oid: 'h1', message: 'Site', committedDate: '2026-11-26T10:00:00Z', author: { name: 'Dev', email: 'dev@example.fr' } },
                  ],
                },
              },
            },
          },
        },
      });
  }
  return json(400, { message: `unexpected ${method} ${url}` });
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const recorded = { method: request.method!, url: request.url!, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(recorded);
      const { status, type, body } = answer(recorded);
      response.writeHead(status, { 'Content-Type': type }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests = [];
  branchHead = 'h1';
});

const repository = () => githubRepository({ token: 'ghs_installation', repository: 'acme/site', branch: 'main', apiUrl });
const contents = new Uint8Array([...new TextEncoder().encode('{ "title": "Été" }\n'), 0xff, 0x00]);

describe('the GitHub repository', () => {
  it('reads the head, the content files of its tree and a file raw, with the token', async () => {
    const github = repository();
    expect(await github.head()).toBe('h1');
    expect(await github.list('h1')).toEqual([
      { path: 'pages/index.json', oid: 'b-index' },
      { path: 'data/site.json', oid: 'b-site' },
      { path: 'images/photo.png', oid: 'b-photo' },
    ]);
    expect(new TextDecoder().decode(await github.read('h1', 'pages/index.json'))).toBe('{ "path": "/" }\n');
    expect(await github.read('h1', 'pages/none.json')).toBeUndefined();
    for (const { headers } of requests) expect(headers.authorization).toBe('Bearer ghs_installation');
    expect(requests.find(({ url }) => url.startsWith('/repos/acme/site/contents/pages/index.json'))!.headers.accept).toBe('application/vnd.github.raw+json');
  });

  it('commits with createCommitOnBranch on the expected head, the contents in base64 and the owner as co-author', async () => {
    const result = await repository().commit({
      expectedHead: 'h1',
      files: [{ path: 'pages/index.json', contents }],
      message: 'Publish /\n\nPublished from the site.',
      author: { name: 'owner@example.fr', email: 'owner@example.fr' },
    });
    expect(result).toEqual({ ok: true, oid: 'c2' });
    const [mutation] = requests;
    expect(mutation).toMatchObject({ method: 'POST', url: '/graphql', headers: { authorization: 'Bearer ghs_installation' } });
    const { input } = (JSON.parse(mutation!.body) as { variables: { input: Record<string, unknown> } }).variables;
    expect(input).toEqual({
      branch: { repositoryNameWithOwner: 'acme/site', branchName: 'main' },
      expectedHeadOid: 'h1',
      message: { headline: 'Publish /', body: 'Published from the site.\n\nCo-authored-by: owner@example.fr <owner@example.fr>' },
      fileChanges: { additions: [{ path: 'pages/index.json', contents: Buffer.from(contents).toString('base64') }] },
    });
  });

  it('reports a branch that moved since the head it was given, as GitHub refuses it', async () => {
    branchHead = 'someone-else';
    expect(
      await repository().commit({
        expectedHead: 'h1',
        files: [{ path: 'data/site.json', contents }],
        message: 'Publish',
        author: { name: 'o', email: 'o@example.fr' },
      }),
    ).toEqual({
      ok: false,
      moved: true,
    });
  });

  it('lists the history of a file newest first, the person who published as its author', async () => {
    expect(await repository().history('pages/index.json', 20)).toEqual([
      { commit: 'c2', author: 'owner@example.fr', email: 'owner@example.fr', date: '2026-11-27T10:00:00Z', message: 'Publish /' },
      { commit: 'h1', author: 'Dev', email: 'dev@example.fr', date: '2026-11-26T10:00:00Z', message: 'Site' },
    ]);
    expect((JSON.parse(requests[0]!.body) as { variables: unknown }).variables).toEqual({
      owner: 'acme',
      name: 'site',
      ref: 'refs/heads/main',
      path: 'pages/index.json',
      limit: 20,
    });
  });
});

describe('the GitHub App installation token', () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pkcs8 = privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;

  it('is minted with a JWT the App signed, for the one repository and contents: write, then kept while valid', async () => {
    const token = gitHubAppTokens({ appId: '1234', privateKey: pkcs8, installationId: '77', repository: 'acme/site', apiUrl });
    const github = githubRepository({ token, repository: 'acme/site', branch: 'main', apiUrl });
    expect(await github.head()).toBe('h1');
    expect(await github.head()).toBe('h1');
    const [mint, ...calls] = requests;
    expect(mint).toMatchObject({ method: 'POST', url: '/app/installations/77/access_tokens' });
    expect(JSON.parse(mint!.body)).toEqual({ repositories: ['site'], permissions: { contents: 'write' } });
    const [header, payload, signature] = String(mint!.headers.authorization).replace('Bearer ', '').split('.');
    const verifier = createVerify('RSA-SHA256').update(`${header}.${payload}`);
    expect(verifier.verify(createPublicKey(publicKey.export({ type: 'spki', format: 'pem' })), Buffer.from(signature!, 'base64url'))).toBe(true);
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { iss: string; iat: number; exp: number };
    expect(claims.iss).toBe('1234');
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(600);
    expect(calls.map(({ headers }) => headers.authorization)).toEqual(['Bearer ghs_minted_1', 'Bearer ghs_minted_1']);
  });

  it('says how to convert the PKCS#1 key GitHub gives', async () => {
    const pkcs1 = privateKey.export({ type: 'pkcs1', format: 'pem' }) as string;
    await expect(gitHubAppTokens({ appId: '1', privateKey: pkcs1, installationId: '77', repository: 'acme/site', apiUrl })()).rejects.toThrow(/openssl pkcs8/);
  });
});
