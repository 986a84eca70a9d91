import { resolve } from 'node:path';
import type { DatabaseSettings } from './db/open.ts';

export interface LocalBackendOptions {
  /** Keep the data in memory (also with the environment variable LOCAL_DB=memory). */
  memory?: boolean;
  /** Where PGlite persists; defaults to .local-db/ in the project folder. */
  dataDir?: string;
  /** Serve a real PostgreSQL instead of PGlite; defaults to the DATABASE_URL environment variable. */
  databaseUrl?: string;
}

/**
 * The database the local backend serves, for every server that mounts it (the Vite dev server, the production
 * server of `npm start`): the options, else DATABASE_URL or LOCAL_DB=memory, else PGlite in `<projectDir>/.local-db`.
 */
export function localBackendSettings(options: LocalBackendOptions, projectDir: string): DatabaseSettings {
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  if (databaseUrl) return { databaseUrl };
  if (options.memory ?? process.env.LOCAL_DB === 'memory') return {};
  return { dataDir: options.dataDir ?? resolve(projectDir, '.local-db') };
}
