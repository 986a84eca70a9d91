import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEditorApi, type ApiRequest } from '../../editor/server.ts';
import type { SiteDefinition } from '../../engine/site/definition.ts';
import ourSite from '../../site.config.ts';

const projectRoot = join(import.meta.dirname, '../..');
export const token = 'jeton-de-test';
export const host = '127.0.0.1:5173';

/**
 * The editor's API on a throwaway copy of a site's pages/, data/ and images/ (this site's, or `site` at `siteRoot`), called
 * as the editor page calls it.
 */
export function editorApiOnCopy(site: SiteDefinition = ourSite, siteRoot = projectRoot) {
  const root = mkdtempSync(join(tmpdir(), 'editor-api-'));
  cpSync(join(siteRoot, 'pages'), join(root, 'pages'), { recursive: true });
  cpSync(join(siteRoot, 'data'), join(root, 'data'), { recursive: true });
  if (existsSync(join(siteRoot, 'images'))) cpSync(join(siteRoot, 'images'), join(root, 'images'), { recursive: true });
  const api = createEditorApi({ site, root, token });
  const headers = (extra: Record<string, string> = {}) => ({ host, origin: `http://${host}`, 'x-editor-token': token, ...extra });
  const postTo =
    (url: string) =>
    (body: unknown, extra: Record<string, string> = {}) =>
      api.handle({ method: 'POST', url, headers: headers(extra), body: typeof body === 'string' ? body : JSON.stringify(body) } satisfies ApiRequest);
  return {
    root,
    api,
    /** Saves (or creates) a page. */
    post: postTo('/_editor/_api/page'),
    postData: postTo('/_editor/_api/data'),
    open: (path: string) =>
      api.handle({ method: 'GET', url: `/_editor/_api/page?path=${encodeURIComponent(path)}`, headers: { host } }).body as {
        page: Record<string, unknown> & { blocks: Array<Record<string, unknown>> };
        version: string;
      },
    openData: (name: string) => api.handle({ method: 'GET', url: `/_editor/_api/data?name=${encodeURIComponent(name)}`, headers: { host } }),
    /** A file of the copy, by its path from the content root ("pages/faq.json"). */
    text: (file: string) => readFileSync(join(root, file), 'utf8'),
    write: (file: string, contents: string) => writeFileSync(join(root, file), contents),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
