import type { Sql } from '../db/database.ts';
import { tableColumns } from './catalog.ts';
import { RestError } from './errors.ts';
import { parseColumnList, quoteIdentifier } from './identifiers.ts';

// The subset of PostgREST's read syntax the site and its tests use: `select=` with a column list or `*`,
// `column=eq.value` filters, `limit` and `offset`. Anything else is refused rather than silently ignored.
//
// Column names are left to PostgreSQL, as PostgREST leaves them: it resolves them while parsing, before it
// checks privileges, so a column that does not exist is 42703 (400) and one that exists but may not be read
// is 42501 (401/403), on the hosted project as here. Names are qualified as PostgREST qualifies them, which
// gives the same message ("column leads.x does not exist").

const qualified = (table: string, column: string) => `${quoteIdentifier(table)}.${quoteIdentifier(column)}`;

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
    if (!value.startsWith('eq.')) {
      throw new RestError(400, 'PGRST100', `"failed to parse filter (${value})"`, 'Only eq filters are supported locally.');
    }
    params.push(value.slice(3));
    conditions.push(`${qualified(table, key)} = $${params.length}`);
  }
  const where = conditions.length > 0 ? ` where ${conditions.join(' and ')}` : '';
  const { rows } = await sql.query<{ body: unknown[] }>(
    `select coalesce(json_agg(row_to_json(picked)), '[]'::json) as body
       from (select ${projection(search.get('select'), table)}
               from public.${quoteIdentifier(table)}${where}${limit}) as picked`,
    params,
  );
  return rows[0]?.body ?? [];
}
