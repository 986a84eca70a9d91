import type { Database, Sql } from '../../../supabase/local/db/database.ts';

class Rollback<T> extends Error {
  constructor(readonly result: T) {
    super('rolled back on purpose');
  }
}

/** Runs `work` in a transaction that is always rolled back, for experiments that must leave no trace. */
export async function rolledBack<T>(db: Database, work: (sql: Sql) => Promise<T>): Promise<T> {
  try {
    await db.transaction(async (sql) => {
      throw new Rollback(await work(sql));
    });
  } catch (error) {
    if (error instanceof Rollback) return error.result as T;
    throw error;
  }
  throw new Error('unreachable: the transaction always throws');
}
