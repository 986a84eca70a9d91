import type { Database, Sql } from '../db/database.ts';
import type { RequestAuth } from '../request-auth.ts';

/**
 * Runs `work` in one transaction as PostgREST does: switched to the caller's role with the JWT claims
 * in `request.jwt.claims`, both local to the transaction, so Postgres' own privileges and row-level
 * security decide what the caller may do. The role was checked against a fixed list in authenticate().
 */
export function asRole<T>(db: Database, auth: RequestAuth, work: (sql: Sql) => Promise<T>): Promise<T> {
  return db.transaction(async (sql) => {
    await sql.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [auth.role, JSON.stringify(auth.claims)]);
    return work(sql);
  });
}
