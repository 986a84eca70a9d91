import type { Sql } from '../db/database.ts';
import { tableColumns } from './catalog.ts';
import { RestError } from './errors.ts';
import { parseColumnList, quoteIdentifier } from './identifiers.ts';

// The subset of PostgREST's read syntax the site and its tests use: `select=` with a column list or `*`,
// `column=eq.value` filters, `limit` and `offset`. Anything else is refused rather than silently ignored.

/** Validates `select=` against the table and returns the SQL projection. */
export function projection(select: string | null, columns: string[], table: string): string {
  const wanted = select === null ? ['*'] : parseColumnList(select);
  if (wanted.length === 0 || wanted.includes('*')) return '*';
  for (const column of wanted) {
    if (!columns.includes(column)) {
      throw new RestError(400, '42703', `column ${table}.${column} does not exist`);
    }
  }
  return wanted.map(quoteIdentifier).join(', ');
}

function nonNegativeInteger(value: string, name: string): number {
  if (!/^\d{1,9}$/.test(value)) throw new RestError(400, 'PGRST100', `"failed to parse ${name} (${value})"`);
  return Number(value);
}

export async function selectRows(sql: Sql, table: string, search: URLSearchParams): Promise<unknown[]> {
  const columns = await tableColumns(sql, table);
  const conditions: string[] = [];
  const params: unknown[] = [];
  let limit = '';
  for (const [key, value] of search) {
    if (key === 'select') continue;
    if (key === 'limit' || key === 'offset') {
      params.push(nonNegativeInteger(value, key));
      limit += ` ${key} $${params.length}`;
      continue;
    }
    if (!columns.includes(key)) throw new RestError(400, '42703', `column ${table}.${key} does not exist`);
    if (!value.startsWith('eq.')) {
      throw new RestError(400, 'PGRST100', `"failed to parse filter (${value})"`, 'Only eq filters are supported locally.');
    }
    params.push(value.slice(3));
    conditions.push(`${quoteIdentifier(key)} = $${params.length}`);
  }
  const where = conditions.length > 0 ? ` where ${conditions.join(' and ')}` : '';
  const { rows } = await sql.query<{ body: unknown[] }>(
    `select coalesce(json_agg(row_to_json(picked)), '[]'::json) as body
       from (select ${projection(search.get('select'), columns, table)}
               from public.${quoteIdentifier(table)}${where}${limit}) as picked`,
    params,
  );
  return rows[0]?.body ?? [];
}
