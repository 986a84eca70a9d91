import type { Database, Row, Sql } from './database.ts';

/** Connects to a real PostgreSQL. The URL's user must be allowed to SET ROLE to anon, authenticated and service_role. */
export async function openPostgres(connectionString: string): Promise<Database> {
  // Loaded only for a server: the dev server's configuration imports this module, and PGlite is its default.
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString, max: 4 });
  // An idle connection dropped by the server must not take the dev server down with an unhandled 'error'.
  pool.on('error', (error) => console.error('[local backend] PostgreSQL connection lost', error));
  // Fail at start-up rather than on the first visitor's request when the URL is wrong.
  await pool.query('select 1');
  return {
    engine: 'postgres',
    async transaction(work) {
      const client = await pool.connect();
      const sql: Sql = {
        query: async <R extends Row>(text: string, params?: unknown[]) => ({
          rows: (await client.query<R>(text, params)).rows,
        }),
        exec: async (script) => {
          await client.query(script);
        },
      };
      try {
        await client.query('begin');
        const result = await work(sql);
        await client.query('commit');
        client.release();
        return result;
      } catch (error) {
        // A connection that cannot even roll back is broken: hand it back as such so the pool drops it.
        await client.query('rollback').then(
          () => client.release(),
          (rollbackError: Error) => client.release(rollbackError),
        );
        throw error;
      }
    },
    close: () => pool.end(),
  };
}
