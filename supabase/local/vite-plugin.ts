import { dirname } from 'node:path';
import type { Plugin, PreviewServer, ViteDevServer } from 'vite';
import { guardHttpServer } from './http-guard.ts';
import { createLocalBackend, type LocalBackend } from './local-backend.ts';
import { localBackendSettings, type LocalBackendOptions } from './settings.ts';

/**
 * Serves the Supabase API the site uses (/rest/v1, /functions/v1, /auth/v1) on the dev and preview
 * servers' own origin, so `npm run dev` needs no Supabase project. Every other path is left to the site.
 * It also guards the whole server against malformed requests (http-guard.ts), the site's paths included.
 */
export function localBackend(options: LocalBackendOptions = {}): Plugin {
  const mount = (server: ViteDevServer | PreviewServer) => {
    // Vite has attached its router by now; the guard goes in front of it (none in middleware mode).
    if (server.httpServer) guardHttpServer(server.httpServer);
    const projectDir = server.config.configFile ? dirname(server.config.configFile) : server.config.root;
    const backend: LocalBackend = createLocalBackend(localBackendSettings(options, projectDir));
    server.middlewares.use(backend.middleware);
    server.httpServer?.once('close', () => void backend.close());
  };
  return { name: 'local-supabase-backend', configureServer: mount, configurePreviewServer: mount };
}
