import { previewAddress } from './own-addresses.ts';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import type { SiteDefinition } from '../engine/site/definition.ts';
import { maxImageBytes } from './image-limits.ts';
import { apiPrefix, createEditorApi, imageUploadEndpoint, type EditorApi } from './server.ts';
import { editorWordsOf } from './words.ts';
import { siteIcon } from '../engine/app/site-icon.ts';
import { escapeMarkupText } from '../engine/seo/escape-markup.ts';

export interface EditorOptions {
  /** The folder whose pages/ and data/ the editor edits; the project's own by default. */
  root?: string;
}

const maxBody = 2_000_000;

/**
 * A request's bytes, undefined past `limit`: the rest is read and dropped, not kept, so that the browser gets the
 * refusal (a connection cut mid-upload would show as a network failure).
 */
function readBytes(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    let length = 0;
    req.on('data', (chunk: Buffer) => {
      length += chunk.length;
      if (length <= limit) chunks.push(chunk);
    });
    req.on('end', () => done(length > limit ? undefined : Buffer.concat(chunks)));
    req.on('error', fail);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

/** An image upload (server.ts `imageUploadEndpoint`), whose body is bytes, read up to the largest image taken. */
async function answerUpload(api: EditorApi, req: IncomingMessage, res: ServerResponse, url: string, site: SiteDefinition) {
  const bytes = await readBytes(req, maxImageBytes);
  const answer = bytes
    ? await api.uploadImage({ method: 'POST', url, headers: req.headers }, bytes)
    : { status: 413, body: { error: editorWordsOf(site).api.imageTooLarge(maxImageBytes / 1024 / 1024) } };
  sendJson(res, answer.status, answer.body);
}

/** The editor's two pages' scripts, relative to the project root: the interface and the preview it frames. */
const editorScripts = { main: 'editor/client/main.tsx', preview: 'editor/client/preview.tsx' };
export const editorEntries = Object.values(editorScripts);

// A saved file reaches the editor's pages as the dev server's content event (engine/app/content-changed.ts), not as a
// reload: the editor keeps its session (draft, undo history), main.tsx and preview.tsx refresh what they show.
// The editor's page says it is loading until its script renders: on a dev server just started, Vite prepares the
// dependencies first, and the page would stay blank for seconds.
export function editorHtml(entry: 'main' | 'preview', token: string, site: SiteDefinition): string {
  const head = entry === 'main' ? `<meta name="editor-token" content="${token}">` : '';
  const { ui } = editorWordsOf(site);
  const title = escapeMarkupText(entry === 'main' ? ui.appTitle : ui.preview);
  const loading = entry === 'main' ? `<p style="padding:24px;font-family:system-ui,sans-serif">${escapeMarkupText(ui.loading)}</p>` : '';
  return `<!DOCTYPE html><html lang="${site.locale.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="${siteIcon.href}" type="${siteIcon.type}"><title>${title}</title>${head}</head><body><div id="editor-root">${loading}</div><script type="module" src="/${editorScripts[entry]}"></script></body></html>`;
}

/**
 * The visual page editor at /_editor/, in the dev server only (`apply: 'serve'`): nothing of it is built.
 * Its pages are served before the site's own renderer; its API reads and writes the page files.
 */
export function editorPlugin(site: SiteDefinition, options: EditorOptions = {}): Plugin {
  const token = randomUUID();
  return {
    name: 'page-editor',
    apply: 'serve',
    // With no index.html, the dev server would find the editor's dependencies only as the browser asked for them, and
    // reload the editor each time it had bundled a new one.
    config: () => ({ optimizeDeps: { entries: editorEntries } }),
    configureServer(server) {
      const api = createEditorApi({ site, root: options.root ?? server.config.root, token });
      server.middlewares.use(async (req, res, next) => {
        const url = req.originalUrl ?? req.url ?? '/';
        const pathname = new URL(url, 'http://x').pathname;
        if (pathname !== '/_editor' && !pathname.startsWith('/_editor/')) return next();
        if (pathname.startsWith(apiPrefix)) {
          if (pathname === imageUploadEndpoint && req.method === 'POST') return answerUpload(api, req, res, url, site);
          const bytes = req.method === 'POST' ? await readBytes(req, maxBody) : undefined;
          if (req.method === 'POST' && bytes === undefined) return sendJson(res, 413, { error: editorWordsOf(site).api.tooLarge });
          const answer = api.handle({ method: req.method ?? 'GET', url, headers: req.headers, body: bytes?.toString('utf8') });
          return sendJson(res, answer.status, answer.body);
        }
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const entry = pathname === previewAddress('/_editor/') ? 'preview' : 'main';
        try {
          const html = await server.transformIndexHtml(url, editorHtml(entry, token, site));
          res.statusCode = 200;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.setHeader('Cache-Control', 'no-store');
          res.end(html);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
