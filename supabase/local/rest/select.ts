import type { Sql } from '../db/database.ts';
import { tableColumns } from './catalog.ts';
import { RestError } from './errors.ts';
import { qualified, whereClause } from './filters.ts';
import { parseColumnList, quoteIdentifier } from './identifiers.ts';

// `select=` with a column list or `*`, the filters of filters.ts, `limit` and `offset`.

/** The SQL projection for `select=`. */
export function projection(select: string | null, table: string): string {
  const wanted = select === null ? ['*'] : parseColumnList(select);
  if (wanted.length === 0 || wanted.includes('*')) return '*';
  return wanted.map((column) => qualified(table, column)).join(', ');
}

function nonNegativeInteger(value: string, name: string): number {
  if (!/^\d{1,9}$/.test(value)) throw new RestError(400, 'PGRST100', `"failed to parse ${name} (${value})"`);
  return Number(value);
}

export async function selectRows(sql: Sql, table: string, search: URLSearchParams): Promise<unknown[]> {
  // Only to answer PGRST205 for a table that does not exist.
  await tableColumns(sql, table);
  const params: unknown[] = [];
  const where = whereClause(table, search, params);
  let limit = '';
  for (const key of ['limit', 'offset']) {
    const value = search.get(key);
    if (value === null) continue;
    params.push(nonNegativeInteger(value, key));
    limit += ` ${key} $${params.length}`;
  }
  const { rows } = await sql.query<{ body: unknown[] }>(
    `select coalesce(json_agg(row_to_json(picked)), '[]'::json) as body
       from (select ${projection(search.get('select'), table)}
               from public.${quoteIdentifier(table)}${where}${limit}) as picked`,
    params,
  );
  return rows[0]?.body ?? [];
}
