import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { blobOid } from '../../../supabase/functions/_shared/publish/git-oid.ts';
import type { ContentRepository } from '../../../supabase/functions/_shared/publish/repository.ts';
import { localGitRepository } from '../../../supabase/local/git-repository.ts';

const owner = { name: 'Owner', email: 'owner@example.fr' };
const bytes = (text: string) => new TextEncoder().encode(text);
const text = (data: Uint8Array | undefined) => (data === undefined ? undefined : new TextDecoder().decode(data));

let dir: string;
let project: string;
let gitDir: string;
let repository: ContentRepository;
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
const inBare = (...args: string[]) => execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8' }).trim();

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'publish-git-'));
  project = join(dir, 'project');
  gitDir = join(dir, 'content.git');
  mkdirSync(join(project, 'pages/ressources'), { recursive: true });
  mkdirSync(join(project, 'data'));
  writeFileSync(join(project, 'pages/index.json'), '{ "path": "/" }\n');
  writeFileSync(join(project, 'pages/ressources/guide.json'), '{ "path": "/ressources/guide" }\n');
  writeFileSync(join(project, 'data/site.json'), '{}\n');
  writeFileSync(join(project, 'README.md'), 'not content\n');
  git(project, 'init', '--quiet', '--initial-branch=main');
  git(project, 'add', '.');
  git(project, '-c', 'user.name=Dev', '-c', 'user.email=dev@example.fr', 'commit', '--quiet', '-m', 'Site');
  repository = localGitRepository({ gitDir, cloneFrom: project });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the local git repository', () => {
  it('is a bare clone of the project made on first use, listing content files only with their blob ids', async () => {
    const head = await repository.head();
    expect(head).toBe(git(project, 'rev-parse', 'HEAD'));
    expect(inBare('rev-parse', '--is-bare-repository')).toBe('true');
    const files = await repository.list(head);
    expect(files.map(({ path }) => path)).toEqual(['data/site.json', 'pages/index.json', 'pages/ressources/guide.json']);
    expect(files[1]!.oid).toBe(await blobOid(bytes('{ "path": "/" }\n')));
    expect(text(await repository.read(head, 'pages/index.json'))).toBe('{ "path": "/" }\n');
    expect(await repository.read(head, 'pages/none.json')).toBeUndefined();
  });

  it('commits one file as one commit changing only that file, authored by the owner, and leaves the project untouched', async () => {
    const head = await repository.head();
    const result = await repository.commit({
      expectedHead: head,
      files: [{ path: 'pages/index.json', contents: bytes('{ "path": "/", "x": 1 }\n') }],
      message: 'Publish /',
      author: owner,
    });
    expect(result).toEqual({ ok: true, oid: expect.stringMatching(/^[0-9a-f]{40}$/) });
    const oid = (result as { oid: string }).oid;
    expect(await repository.head()).toBe(oid);
    expect(inBare('rev-parse', `${oid}^`)).toBe(head);
    expect(inBare('diff-tree', '--no-commit-id', '--name-only', '-r', oid)).toBe('pages/index.json');
    expect(inBare('log', '-1', '--format=%an <%ae>|%s', oid)).toBe('Owner <owner@example.fr>|Publish /');
    expect(text(await repository.read(oid, 'pages/index.json'))).toBe('{ "path": "/", "x": 1 }\n');
    expect(readFileSync(join(project, 'pages/index.json'), 'utf8')).toBe('{ "path": "/" }\n');
    expect(git(project, 'rev-parse', 'HEAD')).toBe(head);
    expect(git(project, 'status', '--porcelain')).toBe('');
  });

  it('refuses a commit on a head that has moved, writing nothing', async () => {
    const start = await repository.head();
    const first = await repository.commit({
      expectedHead: start,
      files: [{ path: 'data/site.json', contents: bytes('{ "a": 1 }\n') }],
      message: 'One',
      author: owner,
    });
    expect(first.ok).toBe(true);
    const second = await repository.commit({
      expectedHead: start,
      files: [{ path: 'pages/index.json', contents: bytes('{}\n') }],
      message: 'Two',
      author: owner,
    });
    expect(second).toEqual({ ok: false, moved: true });
    expect(await repository.head()).toBe((first as { oid: string }).oid);
  });

  it('lists the versions of a file newest first, with their author, date and message', async () => {
    let head = await repository.head();
    for (const [n, author] of [
      [1, owner],
      [2, { name: 'Other', email: 'other@example.fr' }],
    ] as const) {
      const result = await repository.commit({
        expectedHead: head,
        files: [{ path: 'pages/index.json', contents: bytes(`{ "n": ${n} }\n`) }],
        message: `Version ${n}`,
        author,
      });
      head = (result as { oid: string }).oid;
    }
    await repository.commit({ expectedHead: head, files: [{ path: 'data/site.json', contents: bytes('{ "b": 1 }\n') }], message: 'Elsewhere', author: owner });
    const history = await repository.history('pages/index.json', 10);
    expect(history.map(({ message, email }) => [message, email])).toEqual([
      ['Version 2', 'other@example.fr'],
      ['Version 1', 'owner@example.fr'],
      ['Site', 'dev@example.fr'],
    ]);
    expect(history[0]).toMatchObject({ commit: head, author: 'Other', date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(await repository.history('pages/index.json', 1)).toHaveLength(1);
  });
});
