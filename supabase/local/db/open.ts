import type { Database } from './database.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { applyMigrations, bootstrapSupabase } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

export interface DatabaseSettings {
  /** A PostgreSQL URL: use that server instead of PGlite. It must already have Supabase's roles and auth schema. */
  databaseUrl?: string;
  /** Where PGlite keeps its files; in memory when absent. */
  dataDir?: string;
}

/**
 * Opens the database the local backend serves and brings it to the latest migration. Only PGlite is
 * bootstrapped here: a real server is either a Supabase one, which has its own roles and auth schema
 * that a bootstrap must not overwrite, or one prepared by tests/backend/run-on-postgres.sh.
 */
export async function openDatabase(settings: DatabaseSettings): Promise<Database> {
  const db = settings.databaseUrl ? await openPostgres(settings.databaseUrl) : await openLockedPglite(settings.dataDir);
  try {
    if (db.engine === 'pglite') await bootstrapSupabase(db);
    await applyMigrations(db);
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}

async function openLockedPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir === undefined) return openPglite();
  const release = await lockDataDir(dataDir);
  if (release === undefined) {
    console.warn(`[local backend] ${dataDir} is in use by another process: this server keeps its data in memory.`);
    return openPglite();
  }
  const db = await openPglite(dataDir);
  return { ...db, close: () => db.close().finally(release) };
}
