import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Connect, Plugin, ViteDevServer } from 'vite';
import type { ModuleRunner } from 'vite/module-runner';
import { headElementsMarkup } from '../render/html-elements.ts';
import { jsonForScript } from '../seo/escape-markup.ts';
import { clientEntry, pageLoaderEntry } from './assets.ts';
import { ssrDependencyBundles } from './ssr-dependency-bundles.ts';
import { createSsrModuleRunner } from './ssr-module-runner.ts';

const isPageRequest = (req: IncomingMessage) =>
  (req.method === 'GET' || req.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(new URL(req.url ?? '/', 'http://x').pathname);

function sendHtml(res: ServerResponse, status: number, html: string) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.end(html);
}

/** Dev pages reload when a content file changes (the fix of a content error among them). */
const reloadOnContentChange = '<script type="module" src="/engine/app/reload-on-content-change.ts"></script>';

/** Vite's own overlay, fed with the content error: the file, JSON path and message (in English, as the engine writes them). */
function errorOverlayPage(error: Error): string {
  const payload = jsonForScript({ message: error.message, stack: '', plugin: 'site-pages' });
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Content error</title><script type="module">import { ErrorOverlay } from '/@vite/client'; document.body.appendChild(new ErrorOverlay(${payload}));</script>${reloadOnContentChange}</head><body></body></html>`;
}

/**
 * The page's own scripts in dev: the client entry, and the page loader for what it adds once the page has painted (its
 * fonts); the islands' list it would read is the build's, and the client entry hydrates them here.
 */
const pageScripts = [clientEntry, pageLoaderEntry].map((entry) => `<script type="module" src="/${entry}"></script>`).join('') + reloadOnContentChange;

/**
 * The tags Vite and its plugins inject in dev (client, React refresh preamble), then the page's own scripts, without
 * the whitespace between them: React skips unexpected tags in <head> when hydrating, not text. The page's scripts are
 * not given to Vite: it would start transforming them and what they import (the islands' stylesheet, and with it
 * Panda) while the server renders this page, which then waited for Panda. The browser asks for them once it has the
 * page.
 */
async function devHeadTags(server: ViteDevServer, url: string): Promise<string> {
  return headElementsMarkup(await server.transformIndexHtml(url, '<html><head></head><body></body></html>')) + pageScripts;
}

/** The packages' bundles, or none if they can't be made: the pages then load the packages themselves, only slower. */
async function bundlesOrNone(server: ViteDevServer): Promise<ReadonlyMap<string, string>> {
  try {
    return await ssrDependencyBundles(server.environments.ssr);
  } catch (error) {
    server.config.logger.warn(`The server's dependency bundles could not be made; pages load the packages instead: ${(error as Error).message}`);
    return new Map();
  }
}

function devRenderer(server: ViteDevServer, runner: ModuleRunner): Connect.NextHandleFunction {
  return async (req, res, next) => {
    if (!isPageRequest(req)) return next();
    const url = req.originalUrl ?? req.url ?? '/';
    try {
      const { render } = (await runner.import('/engine/app/entry-server.tsx')) as typeof import('../app/entry-server.tsx');
      const { status, html } = await render(url, await devHeadTags(server, url));
      sendHtml(res, status, html);
    } catch (error) {
      server.ssrFixStacktrace(error as Error);
      server.config.logger.error((error as Error).message);
      sendHtml(res, 500, errorOverlayPage(error as Error));
    }
  };
}

/** Dev: every page rendered on the server as in production. The built pages are served by `npm run preview` (engine/server/). */
export function servePagesPlugin(): Plugin {
  let runner: ModuleRunner | undefined;
  return {
    name: 'serve-pages',
    configureServer(server) {
      // Made while the server starts (the bundles with it), before the first page asks for them.
      runner = createSsrModuleRunner(server, bundlesOrNone(server));
      const render = devRenderer(server, runner);
      return () => server.middlewares.use(render);
    },
    // Called once when the dev server closes: the pages' runner closes with it.
    async buildEnd() {
      await runner?.close();
      runner = undefined;
    },
  };
}
