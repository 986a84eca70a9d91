import { afterAll, beforeAll, vi } from 'vitest';
import type { Database } from '../../../supabase/local/db/database.ts';
import { serveLocalBackend, type ServedBackend } from '../../../supabase/local/local-backend.ts';

/**
 * The local backend over real HTTP on a random loopback port: PGlite in memory, or the PostgreSQL named by
 * DATABASE_URL (tests/backend/run-on-postgres.sh sets it), so the same suites prove both.
 */
export function startBackend(): Promise<ServedBackend> {
  const databaseUrl = process.env.DATABASE_URL;
  return serveLocalBackend(databaseUrl ? { databaseUrl } : {});
}

/** Starting PGlite (initdb, bootstrap, migrations) takes seconds, more on a busy 2-core machine. */
export const BACKEND_START_TIMEOUT = 60_000;

export interface SharedBackend {
  backend(): ServedBackend;
  /** Its database, for what a test reads or writes in SQL. */
  database(): Database;
}

export interface SharedBackendOptions {
  /** startBackend by default. */
  start?: () => Promise<ServedBackend>;
  /** Points the site's own client at it (VITE_SUPABASE_URL), for the suites that call the backend as the site does. */
  forTheSite?: boolean;
}

/**
 * The local backend the tests of a file (or of a describe) share: started in a `beforeAll`, closed in its `afterAll`.
 * Read it inside hooks and tests, not while they are collected.
 */
export function sharedBackend({ start = startBackend, forTheSite = false }: SharedBackendOptions = {}): SharedBackend {
  let started: { backend: ServedBackend; database: Database } | undefined;
  beforeAll(async () => {
    const backend = await start();
    started = { backend, database: await backend.database };
    if (forTheSite) vi.stubEnv('VITE_SUPABASE_URL', backend.url);
  }, BACKEND_START_TIMEOUT);
  afterAll(async () => {
    if (forTheSite) vi.unstubAllEnvs();
    await started?.backend.close();
  });
  const get = () => {
    if (!started) throw new Error('the backend starts before the tests run, not while they are collected');
    return started;
  };
  return { backend: () => get().backend, database: () => get().database };
}
