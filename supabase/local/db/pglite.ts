import { PGlite } from '@electric-sql/pglite';
import type { Database, Row, Sql } from './database.ts';
import { initialisedCluster } from './initialised-cluster.ts';
import { createSerialQueue } from './serial-queue.ts';

/** Opens an embedded PGlite database: in memory without `dataDir` (from a newly initialised one's files), persisted in that folder otherwise. */
export async function openPglite(dataDir?: string): Promise<Database> {
  const db = await PGlite.create(dataDir === undefined ? { loadDataDir: await initialisedCluster() } : { dataDir });
  const serially = createSerialQueue();
  return {
    engine: 'pglite',
    transaction: (work) =>
      serially(() =>
        db.transaction(async (tx) => {
          const sql: Sql = {
            query: async <R extends Row>(text: string, params?: unknown[]) => ({
              rows: (await tx.query<R>(text, params)).rows,
            }),
            exec: async (script) => {
              await tx.exec(script);
            },
          };
          return work(sql);
        }),
      ),
    close: () => serially(() => db.close()),
  };
}
