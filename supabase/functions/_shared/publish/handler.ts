import { corsHeaders } from '../cors.ts';
import { readBodyBytes, readJsonBody } from '../json-body.ts';
import type { Caller } from './caller.ts';
import { imageSourcesAt, isDraftablePath, isSiteContentPath, readFiles, siteFilesAt, utf8 } from './content-files.ts';
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

/** An answer with headers of its own (the content's cache validators), or a file's bytes instead of JSON. */
type Reply = Answer & { headers?: Record<string, string>; bytes?: Uint8Array };

const response = ({ status, body, headers: extra, bytes }: Reply): Response =>
  bytes
    ? new Response(bytes as Uint8Array<ArrayBuffer>, { status, headers: { ...headers, 'Content-Type': 'application/octet-stream', ...extra } })
    : new Response(status === 304 ? null : JSON.stringify(body), {
        status,
        headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8', ...extra },
      });

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
  const [files, images] = await Promise.all([
    readFiles(
      repository,
      site,
      head,
      entries.filter(({ path }) => !path.startsWith('images/')),
    ),
    imageSourcesAt(repository, site, head, entries),
  ]);
  const described = ({ path, oid }: { path: string; oid: string }) =>
    files.has(path) ? { path, oid, text: utf8.decode(files.get(path)) } : images.has(path) ? { path, oid, image: images.get(path) } : { path, oid };
  return { status: 200, headers: cachedWhileHeadIs(head), body: { head, files: entries.map(described) } };
}

const isImagePath = (site: SiteContent, path: string | null): path is string => path !== null && path.startsWith('images/') && isSiteContentPath(site, path);

/** A file of images/ at the head, as bytes: the editor shows an image uploaded since the site was built from them. */
async function image(repository: ContentRepository, site: SiteContent, src: string | null): Promise<Reply> {
  if (!isImagePath(site, src)) return refusal(400, 'src must be a file of images/.');
  const head = await repository.head();
  const entry = (await siteFilesAt(repository, site, head)).find(({ path }) => path === src);
  const bytes = entry && (await readFiles(repository, site, head, [entry])).get(src);
  // Its oid names its bytes: the same address answers the same bytes while it does not change.
  return bytes
    ? { status: 200, body: null, bytes, headers: { ETag: `"${entry!.oid}"`, 'Cache-Control': 'private, no-cache' } }
    : refusal(404, 'No such image.');
}

/** How many times an upload is committed again on a branch that moved meanwhile (another publish, another upload). */
const UPLOAD_ATTEMPTS = 3;

/**
 * An image sent by the editor (its bytes as the body, `name` its file's name on the person's computer), committed
 * into images/ by the editor's rules (its format read from its bytes, a name of its own): 201 { src, image, commit }, or
 * 200 with commit null when the same bytes are already there. Nothing is rebuilt: the site shows it once a page that
 * names it is published, and that publish rebuilds.
 */
async function upload(repository: ContentRepository, site: SiteContent, user: { email: string }, request: Request, name: string): Promise<Answer> {
  const tooLarge: Answer = { status: 413, body: { error: `An image is at most ${site.maxImageBytes / 1024 / 1024} MB.`, code: 'too_large' } };
  const body = await readBodyBytes(request, site.maxImageBytes);
  if (!body.ok) return body.status === 413 ? tooLarge : refusal(400, 'The body must be the image’s bytes.');
  for (let attempt = 0; attempt < UPLOAD_ATTEMPTS; attempt++) {
    const head = await repository.head();
    const placed = await site.placeImage(name, body.bytes, (src) => repository.read(head, src));
    if ('refused' in placed) {
      return placed.refused === 413 ? tooLarge : { status: 415, body: { error: 'Only PNG, JPEG, WebP or AVIF images.', code: 'not_an_image' } };
    }
    const answer = { src: placed.src, image: await site.imageSource(placed.src, body.bytes) };
    if (!placed.isNew) return { status: 200, body: { ...answer, commit: null } };
    const result = await repository.commit({
      expectedHead: head,
      files: [{ path: placed.src, contents: body.bytes }],
      message: `Add ${placed.src}\n\nUploaded from the site's editor by ${user.email}.`,
      author: { name: user.email, email: user.email },
    });
    if (result.ok) return { status: 201, body: { ...answer, commit: result.oid } };
  }
  return { status: 409, body: { moved: true } };
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

/**
 * The publish function's routes (GET /content, GET /history?file=, GET /image?src=, POST /images?name=, POST /), the
 * same under Deno and in Node.
 */
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
    if (key === 'GET image') return image(repository, await site(), url.searchParams.get('src'));
    if (key === 'POST images') return upload(repository, await site(), user, request, url.searchParams.get('name') ?? '');
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
    return ['content', 'history', 'image', 'images', ''].includes(route) ? refusal(405, 'Method not allowed.') : refusal(404, 'Not found.');
  }

  return async (request) => {
    if (request.method === 'OPTIONS') return new Response('ok', { headers });
    try {
      return response(await answer(request));
    } catch (error) {
      console.error('publish failed', error);
      return response(refusal(500, 'The request failed.'));
    }
  };
}
