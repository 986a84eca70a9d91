import { dirname, resolve } from 'node:path';
import type { Plugin, PreviewServer, ViteDevServer } from 'vite';
import type { DatabaseSettings } from './db/open.ts';
import { guardHttpServer } from './http-guard.ts';
import { createLocalBackend, type LocalBackend } from './local-backend.ts';

export interface LocalBackendOptions {
  /** Keep the data in memory (also with the environment variable LOCAL_DB=memory). */
  memory?: boolean;
  /** Where PGlite persists; defaults to .local-db/ beside the Vite config file. */
  dataDir?: string;
  /** Serve a real PostgreSQL instead of PGlite; defaults to the DATABASE_URL environment variable. */
  databaseUrl?: string;
}

function settingsFor(options: LocalBackendOptions, server: ViteDevServer | PreviewServer): DatabaseSettings {
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  if (databaseUrl) return { databaseUrl };
  if (options.memory ?? process.env.LOCAL_DB === 'memory') return {};
  const base = server.config.configFile ? dirname(server.config.configFile) : server.config.root;
  return { dataDir: options.dataDir ?? resolve(base, '.local-db') };
}

/**
 * Serves the Supabase API the site uses (/rest/v1, /functions/v1, /auth/v1) on the dev and preview
 * servers' own origin, so `npm run dev` needs no Supabase project. Every other path is left to the site.
 * It also guards the whole server against malformed requests (http-guard.ts), the site's paths included.
 */
export function localBackend(options: LocalBackendOptions = {}): Plugin {
  const mount = (server: ViteDevServer | PreviewServer) => {
    // Vite has attached its router by now; the guard goes in front of it (none in middleware mode).
    if (server.httpServer) guardHttpServer(server.httpServer);
    const backend: LocalBackend = createLocalBackend(settingsFor(options, server));
    server.middlewares.use(backend.middleware);
    server.httpServer?.once('close', () => void backend.close());
  };
  return { name: 'local-supabase-backend', configureServer: mount, configurePreviewServer: mount };
}
