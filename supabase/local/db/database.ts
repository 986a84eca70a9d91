// The one seam between the local backend and a database engine. Two implementations: PGlite (embedded,
// the default) and a real PostgreSQL reached with `pg` when DATABASE_URL is set. Everything above this
// interface (REST emulation, migrations, tests) is the same for both.

export type Row = Record<string, unknown>;

export interface Sql {
  /** One parameterised statement. */
  query<R extends Row = Row>(text: string, params?: unknown[]): Promise<{ rows: R[] }>;
  /** A script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
}

export interface Database {
  readonly engine: 'pglite' | 'postgres';
  /** Runs `work` inside BEGIN … COMMIT, rolling back if it throws. Transactions never overlap on PGlite. */
  transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
