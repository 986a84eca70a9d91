import { contentFolderPath, type CommitChange, type CommitResult, type ContentRepository, type HistoryEntry } from './repository.ts';

export interface GitHubSettings {
  /** A token with contents read and write on the repository: the site's GitHub App's (github-app-token.ts), or a fine-grained one. */
  token: string | (() => Promise<string>);
  /** "owner/name". */
  repository: string;
  branch: string;
  /** https://api.github.com, or GitHub Enterprise's, or a test's stub. */
  apiUrl?: string;
}

const base64 = (bytes: Uint8Array) => {
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(binary);
};

const coAuthor = /^Co-authored-by:\s*(.*?)\s*<([^>]+)>\s*$/m;

const commitMutation = `mutation ($input: CreateCommitOnBranchInput!) { createCommitOnBranch(input: $input) { commit { oid } } }`;

const historyQuery = `query ($owner: String!, $name: String!, $ref: String!, $path: String!, $limit: Int!) {
  repository(owner: $owner, name: $name) { ref(qualifiedName: $ref) { target { ... on Commit {
    history(first: $limit, path: $path) { nodes { oid message committedDate author { name email } } }
  } } } }
}`;

interface GraphQLAnswer<T> {
  data?: T;
  errors?: Array<{ type?: string; message: string }>;
}

/**
 * The content on GitHub: the tree and files through the REST API, commits through GraphQL's createCommitOnBranch
 * with expectedHeadOid (a moved branch is refused by GitHub itself, STALE_DATA). GitHub makes the App the commit's
 * author (a signed commit); the person publishing is its Co-authored-by trailer, which the history reads back.
 */
export function githubRepository({ token, repository, branch, apiUrl = 'https://api.github.com' }: GitHubSettings): ContentRepository {
  const [owner, name] = repository.split('/');
  const auth = async () => ({
    Authorization: `Bearer ${typeof token === 'string' ? token : await token()}`,
    'X-GitHub-Api-Version': '2022-11-28',
    'User-Agent': 'site-publish',
  });
  const repoUrl = `${apiUrl}/repos/${encodeURIComponent(owner!)}/${encodeURIComponent(name!)}`;
  const pathUrl = (path: string) => path.split('/').map(encodeURIComponent).join('/');

  async function rest(path: string, accept = 'application/vnd.github+json'): Promise<Response> {
    const response = await fetch(`${repoUrl}/${path}`, { headers: { ...(await auth()), Accept: accept } });
    if (!response.ok && response.status !== 404) throw new Error(`GitHub ${path}: ${response.status} ${await response.text()}`);
    return response;
  }

  async function graphql<T>(query: string, variables: Record<string, unknown>): Promise<GraphQLAnswer<T>> {
    const response = await fetch(`${apiUrl}/graphql`, {
      method: 'POST',
      headers: { ...(await auth()), 'Content-Type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    if (!response.ok) throw new Error(`GitHub GraphQL: ${response.status} ${await response.text()}`);
    return (await response.json()) as GraphQLAnswer<T>;
  }

  return {
    async head() {
      const response = await rest(`git/ref/heads/${pathUrl(branch)}`);
      if (response.status === 404) throw new Error(`GitHub: no branch ${branch} in ${repository}`);
      return ((await response.json()) as { object: { sha: string } }).object.sha;
    },

    async list(commit) {
      const response = await rest(`git/trees/${encodeURIComponent(commit)}?recursive=1`);
      const { tree, truncated } = (await response.json()) as { tree: Array<{ path: string; type: string; sha: string }>; truncated: boolean };
      // A truncated listing would make files look deleted; a site's repository is far below GitHub's limit.
      if (truncated) throw new Error(`GitHub: the tree of ${commit} is too large to list`);
      return tree.filter(({ type, path }) => type === 'blob' && contentFolderPath(path)).map(({ path, sha }) => ({ path, oid: sha }));
    },

    async read(commit, path) {
      const response = await rest(`contents/${pathUrl(path)}?ref=${encodeURIComponent(commit)}`, 'application/vnd.github.raw+json');
      return response.status === 404 ? undefined : new Uint8Array(await response.arrayBuffer());
    },

    async commit({ expectedHead, files, message, author }: CommitChange): Promise<CommitResult> {
      const [headline = '', ...body] = message.split('\n');
      const answer = await graphql<{ createCommitOnBranch: { commit: { oid: string } } }>(commitMutation, {
        input: {
          branch: { repositoryNameWithOwner: repository, branchName: branch },
          expectedHeadOid: expectedHead,
          message: { headline, body: `${body.join('\n').trim()}\n\nCo-authored-by: ${author.name} <${author.email}>` },
          fileChanges: { additions: files.map(({ path, contents }) => ({ path, contents: base64(contents) })) },
        },
      });
      if (answer.errors?.some(({ type, message }) => type === 'STALE_DATA' || /expected branch to point to/i.test(message))) return { ok: false, moved: true };
      const oid = answer.data?.createCommitOnBranch?.commit.oid;
      if (!oid) throw new Error(`GitHub createCommitOnBranch: ${JSON.stringify(answer.errors)}`);
      return { ok: true, oid };
    },

    async history(path, limit): Promise<HistoryEntry[]> {
      type Nodes = Array<{ oid: string; message: string; committedDate: string; author: { name: string; email: string } }>;
      const answer = await graphql<{ repository: { ref: { target: { history: { nodes: Nodes } } } | null } }>(historyQuery, {
        owner,
        name,
        ref: `refs/heads/${branch}`,
        path,
        limit,
      });
      const nodes = answer.data?.repository.ref?.target.history.nodes;
      if (!nodes) throw new Error(`GitHub history: ${JSON.stringify(answer.errors)}`);
      return nodes.map(({ oid, message, committedDate, author }) => {
        const [, coName, coEmail] = coAuthor.exec(message) ?? [];
        return { commit: oid, author: coName ?? author.name, email: coEmail ?? author.email, date: committedDate, message: message.split('\n')[0]! };
      });
    },
  };
}
