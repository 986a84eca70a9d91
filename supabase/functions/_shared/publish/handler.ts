import { corsHeaders } from '../cors.ts';
import { readJsonBody } from '../json-body.ts';
import type { Caller } from './caller.ts';
import { isDraftablePath, readFiles, siteFilesAt, utf8 } from './content-files.ts';
import { publishDrafts, type Answer } from './publish.ts';
import type { ContentRepository } from './repository.ts';
import type { SiteContent } from './site-content.ts';

export interface PublishSettings {
  repository: ContentRepository;
  /** The site's checks and writer (the generated module), loaded on the first request that needs them. */
  site: () => Promise<SiteContent>;
  /** The backend as the request's sender, from their Authorization header. */
  callerOf: (authorization: string, request: Request) => Caller;
  /** The host's deploy hook (DEPLOY_HOOK_URL), asked to rebuild after each commit; none where its git integration does. */
  deployHook?: string;
}

/**
 * Asks the host to rebuild (a POST to its deploy hook). The commit stands either way: a refusal is said to the owner
 * (`rebuild: 'failed'`) rather than left for them to wonder why the site has not changed.
 */
async function requestRebuild(deployHook: string): Promise<'requested' | 'failed'> {
  try {
    const response = await fetch(deployHook, { method: 'POST', signal: AbortSignal.timeout(10_000) });
    await response.body?.cancel();
    if (response.ok) return 'requested';
    console.error('deploy hook answered', response.status);
  } catch (error) {
    console.error('deploy hook failed', error);
  }
  return 'failed';
}

/** How many versions of a page the history lists. */
export const HISTORY_LIMIT = 30;

const headers = { ...corsHeaders, 'Access-Control-Allow-Methods': 'GET, POST, OPTIONS', 'Cache-Control': 'no-store' };

/** An answer with headers of its own (the content's cache validators). */
type Reply = Answer & { headers?: Record<string, string> };

const json = ({ status, body, headers: extra }: Reply): Response =>
  new Response(status === 304 ? null : JSON.stringify(body), { status, headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8', ...extra } });

const refusal = (status: number, error: string): Answer => ({ status, body: { error } });

/** The route after the function's name: "/functions/v1/publish/content" (local) or "/publish/content" (Supabase) → "content". */
const routeOf = (url: URL) => /\/publish(?:\/([^/]*))?\/?$/.exec(url.pathname)?.[1] ?? '';

/**
 * The content at a commit never changes: its answer is tagged with the head and kept by the browser, which asks again
 * with If-None-Match and is told 304 while the branch has not moved (the editor reads the content at every page it
 * opens and every draft it keeps; only the head's oid is read then).
 */
const contentTag = (head: string) => `"${head}"`;
const cachedWhileHeadIs = (head: string) => ({ ETag: contentTag(head), 'Cache-Control': 'private, no-cache', Vary: 'Authorization' });

async function content(repository: ContentRepository, site: SiteContent, ifNoneMatch: string | null): Promise<Reply> {
  const head = await repository.head();
  if (ifNoneMatch?.split(',').some((tag) => tag.trim() === contentTag(head))) return { status: 304, body: null, headers: cachedWhileHeadIs(head) };
  const entries = await siteFilesAt(repository, site, head);
  const files = await readFiles(
    repository,
    head,
    entries.filter(({ path }) => !path.startsWith('images/')),
  );
  return {
    status: 200,
    headers: cachedWhileHeadIs(head),
    body: { head, files: entries.map(({ path, oid }) => (files.has(path) ? { path, oid, text: utf8.decode(files.get(path)) } : { path, oid })) },
  };
}

async function history(repository: ContentRepository, site: SiteContent, file: string | null): Promise<Answer> {
  if (file === null || !isDraftablePath(site, file)) return refusal(400, 'file must be a page or a data file of the site.');
  const versions = await Promise.all(
    (await repository.history(file, HISTORY_LIMIT)).map(async (version) => {
      const bytes = await repository.read(version.commit, file);
      let content: unknown = null;
      try {
        content = bytes === undefined ? null : JSON.parse(utf8.decode(bytes));
      } catch {
        // A version whose JSON was broken is listed without content: it cannot be restored.
      }
      return { ...version, content };
    }),
  );
  return { status: 200, body: { versions } };
}

/** The publish function's routes (the plan's GET /content, GET /history?file=, POST /), the same under Deno and in Node. */
export function publishHandler({ repository, site, callerOf, deployHook }: PublishSettings): (request: Request) => Promise<Response> {
  async function answer(request: Request): Promise<Reply> {
    const url = new URL(request.url);
    const route = routeOf(url);
    const authorization = request.headers.get('authorization') ?? '';
    if (!/^Bearer\s+\S+$/i.test(authorization)) return refusal(401, 'Sign in to edit the site.');
    const caller = callerOf(authorization, request);
    const user = await caller.user();
    if (!user) return refusal(401, 'Sign in to edit the site.');
    if (!(await caller.isEditor(user.id))) return refusal(403, 'This account may not edit the site.');
    const key = `${request.method} ${route}`;
    if (key === 'GET content') return content(repository, await site(), request.headers.get('if-none-match'));
    if (key === 'GET history') return history(repository, await site(), url.searchParams.get('file'));
    if (key === 'POST ') {
      const body = await readJsonBody(request, 64 * 1024);
      if (!body.ok) return refusal(body.status, 'The body must be JSON: { "files"?: string[] }.');
      const files = (body.value as { files?: unknown } | null)?.files;
      if (files !== undefined && !(Array.isArray(files) && files.every((file) => typeof file === 'string')))
        return refusal(400, 'files must be a list of paths.');
      const published = await publishDrafts({ repository, site: await site(), caller, user }, files);
      const { files: committed } = published.body as { files?: string[] };
      if (published.status !== 200 || !deployHook || !committed?.length) return published;
      return { status: 200, body: { ...(published.body as object), rebuild: await requestRebuild(deployHook) } };
    }
    return ['content', 'history', ''].includes(route) ? refusal(405, 'Method not allowed.') : refusal(404, 'Not found.');
  }

  return async (request) => {
    if (request.method === 'OPTIONS') return new Response('ok', { headers });
    try {
      return json(await answer(request));
    } catch (error) {
      console.error('publish failed', error);
      return json(refusal(500, 'The request failed.'));
    }
  };
}
