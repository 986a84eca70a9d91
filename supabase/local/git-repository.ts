import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { contentFolderPath, type ContentRepository } from '../functions/_shared/publish/repository.ts';

export interface LocalGitSettings {
  /** The bare repository published to (LOCAL_CONTENT_REPO, default .local-content.git/): never a working tree. */
  gitDir: string;
  /** The repository it is cloned from when it does not exist yet: the project's own. */
  cloneFrom: string;
}

class GitError extends Error {
  constructor(
    args: readonly string[],
    readonly stderr: string,
  ) {
    super(`git ${args.join(' ')}: ${stderr.trim()}`);
  }
}

// What the caller's environment may say about another repository or index must not reach these commands.
const { GIT_DIR: _dir, GIT_WORK_TREE: _tree, GIT_INDEX_FILE: _index, ...environment } = process.env;

function run(args: readonly string[], options: { input?: Uint8Array | string; env?: Record<string, string> } = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'git',
      args,
      { encoding: 'buffer', env: { ...environment, ...options.env }, maxBuffer: 256 * 1024 * 1024 },
      (error, stdout, stderr) => (error ? reject(new GitError(args, stderr.toString())) : resolve(stdout)),
    );
    child.stdin?.end(options.input);
  });
}

/**
 * The content in a local bare git repository, written with git's plumbing (hash-object, update-index on an index
 * of its own, write-tree, commit-tree) and moved with `update-ref <ref> <new> <expected>`: a compare-and-swap, as
 * GitHub's expectedHeadOid. Publishes to the branch its HEAD names (the one it was cloned on).
 */
export function localGitRepository({ gitDir, cloneFrom }: LocalGitSettings): ContentRepository {
  const git = (args: readonly string[], options?: { input?: Uint8Array | string; env?: Record<string, string> }) =>
    run(['--git-dir', gitDir, ...args], options);
  const text = async (args: readonly string[], options?: { input?: Uint8Array | string; env?: Record<string, string> }) =>
    (await git(args, options)).toString('utf8').trim();
  let branch: Promise<string> | undefined;
  const ref = () =>
    (branch ??= (async () => {
      if (!existsSync(gitDir)) await run(['clone', '--bare', '--quiet', cloneFrom, gitDir]);
      return text(['symbolic-ref', 'HEAD']);
    })().catch((error: unknown) => {
      branch = undefined;
      throw error;
    }));

  return {
    head: async () => text(['rev-parse', '--verify', `${await ref()}^{commit}`]),

    async list(commit) {
      const listing = (await git(['ls-tree', '-r', '-z', '--full-tree', commit, '--', 'pages', 'data', 'images'])).toString('utf8');
      return listing
        .split('\0')
        .filter(Boolean)
        .map((line) => {
          const [meta, path] = line.split('\t') as [string, string];
          const [, type, oid] = meta.split(' ');
          return { type, path, oid: oid! };
        })
        .filter(({ type, path }) => type === 'blob' && contentFolderPath(path))
        .map(({ path, oid }) => ({ path, oid }));
    },

    async read(commit, path) {
      try {
        return new Uint8Array(await git(['cat-file', 'blob', `${commit}:${path}`]));
      } catch (error) {
        if (error instanceof GitError) return undefined;
        throw error;
      }
    },

    async commit({ expectedHead, files, message, author }) {
      const index = join(tmpdir(), `publish-${randomUUID()}.index`);
      const env = { GIT_INDEX_FILE: index };
      try {
        await git(['read-tree', expectedHead], { env });
        for (const { path, contents } of files) {
          const oid = await text(['hash-object', '-w', '--stdin'], { input: contents });
          await git(['update-index', '--add', '--cacheinfo', `100644,${oid},${path}`], { env });
        }
        const tree = await text(['write-tree'], { env });
        const person = { GIT_AUTHOR_NAME: author.name, GIT_AUTHOR_EMAIL: author.email, GIT_COMMITTER_NAME: author.name, GIT_COMMITTER_EMAIL: author.email };
        const commit = await text(['commit-tree', tree, '-p', expectedHead], { input: message, env: person });
        try {
          await git(['update-ref', '-m', 'publish', await ref(), commit, expectedHead]);
        } catch (error) {
          if (error instanceof GitError && /but expected|cannot lock ref/i.test(error.stderr)) return { ok: false, moved: true };
          throw error;
        }
        return { ok: true, oid: commit };
      } finally {
        await rm(index, { force: true });
      }
    },

    async history(path, limit) {
      const log = (await git(['log', '-z', `-n${limit}`, '--format=%H%x00%an%x00%ae%x00%aI%x00%s', await ref(), '--', path])).toString('utf8');
      const fields = log.split('\0');
      const versions = [];
      for (let at = 0; at + 4 < fields.length; at += 5) {
        const [commit, author, email, date, message] = fields.slice(at, at + 5) as [string, string, string, string, string];
        versions.push({ commit: commit.trim(), author, email, date, message });
      }
      return versions;
    },
  };
}
