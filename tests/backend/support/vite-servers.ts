import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, preview, type PreviewServer, type ViteDevServer } from 'vite';
import type { LocalBackendOptions } from '../../../supabase/local/settings.ts';
import { localBackend } from '../../../supabase/local/vite-plugin.ts';

/** What the dev server serves at / from a site folder, and what the preview server serves from its dist/. */
export const DEV_PAGE = 'la page du site';
export const BUILT_PAGE = 'la page construite';

/** A throwaway site folder: an index.html for the dev server and a dist/index.html for the preview server. */
export async function siteRoot(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'local-backend-vite-'));
  await writeFile(join(root, 'index.html'), `<!doctype html><title>site</title><p>${DEV_PAGE}</p>`);
  await mkdir(join(root, 'dist'));
  await writeFile(join(root, 'dist', 'index.html'), `<!doctype html><title>site</title><p>${BUILT_PAGE}</p>`);
  return root;
}

/** Vite's dev server on a free loopback port, with the localBackend() plugin as the site has it. */
export async function startDevServer(root: string, options: LocalBackendOptions): Promise<ViteDevServer> {
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'silent',
    server: { host: '127.0.0.1', port: 0 },
    optimizeDeps: { noDiscovery: true, include: [] },
    plugins: [localBackend(options)],
  });
  return server.listen();
}

/** Vite's preview server (what `npm start` runs) on a free loopback port, with the localBackend() plugin. */
export function startPreviewServer(root: string, options: LocalBackendOptions): Promise<PreviewServer> {
  return preview({ configFile: false, root, logLevel: 'silent', preview: { host: '127.0.0.1', port: 0 }, plugins: [localBackend(options)] });
}

export function urlOf(server: ViteDevServer | PreviewServer): string {
  return `http://127.0.0.1:${(server.httpServer?.address() as AddressInfo).port}`;
}
