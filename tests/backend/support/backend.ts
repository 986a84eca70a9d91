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
