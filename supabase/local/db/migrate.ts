import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

// Paths from this file's own location (a string: jsdom test environments replace the global URL class).
const HERE = dirname(fileURLToPath(import.meta.url));
export const MIGRATIONS_DIR = join(HERE, '../../migrations');
const BOOTSTRAP_FILE = join(HERE, '../bootstrap.sql');

/** Creates the Supabase roles and auth schema the migrations expect (see bootstrap.sql). */
export async function bootstrapSupabase(db: Database): Promise<void> {
  const script = await readFile(BOOTSTRAP_FILE, 'utf8');
  await db.transaction((sql) => sql.exec(script));
}

/**
 * Applies the migrations not applied yet, in file-name order, and records them in the table the Supabase
 * CLI uses (supabase_migrations.schema_migrations), so a persisted database, or one the CLI migrated, is not
 * migrated twice. All pending migrations run in one transaction under an advisory lock: several test
 * processes starting against the same PostgreSQL wait for each other instead of applying them twice, and a
 * failing migration leaves the database as it was. Returns the versions it applied.
 */
export async function applyMigrations(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((name) => /^\d+_.+\.sql$/.test(name)).sort();
  const scripts = await Promise.all(files.map((file) => readFile(join(dir, file), 'utf8')));
  return db.transaction(async (sql) => {
    await sql.query("select pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('supabase_migrations'))");
    await sql.exec(`
      create schema if not exists supabase_migrations;
      create table if not exists supabase_migrations.schema_migrations (
        version text primary key, statements text[], name text
      );`);
    const { rows } = await sql.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
    const applied = new Set(rows.map((row) => row.version));
    const done: string[] = [];
    for (const [index, file] of files.entries()) {
      const [version = '', ...name] = file.replace(/\.sql$/, '').split('_');
      if (applied.has(version)) continue;
      await sql.exec(scripts[index] ?? '');
      await sql.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [version, name.join('_')]);
      done.push(version);
    }
    return done;
  });
}
