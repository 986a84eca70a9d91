import type { Sql } from '../db/database.ts';
import { tableColumns } from './catalog.ts';
import { RestError } from './errors.ts';
import { whereClause } from './filters.ts';
import { quoteIdentifier } from './identifiers.ts';
import { projection } from './select.ts';

// PATCH and DELETE with the filters of filters.ts, as PostgREST builds them: the rows the caller's row-level
// security lets them see and that match, nothing else. Without a filter they are refused as Supabase refuses them
// (its PostgREST role loads pg-safeupdate: "DELETE requires a WHERE clause"), so a forgotten .eq() never empties a
// table. `limit`/`offset` on a change are not served locally.

export interface ChangeOptions {
  /** `Prefer: return=representation`: answer with the changed rows. */
  representation: boolean;
  select: string | null;
}

function filtered(table: string, search: URLSearchParams, params: unknown[], verb: 'UPDATE' | 'DELETE'): string {
  if (search.has('limit') || search.has('offset')) throw new RestError(400, 'PGRST100', `limit and offset on ${verb} are not supported locally`);
  const where = whereClause(table, search, params);
  if (where === '') throw new RestError(400, '21000', `${verb} requires a WHERE clause`);
  return where;
}

async function returning(sql: Sql, statement: string, params: unknown[], options: ChangeOptions, table: string): Promise<unknown[]> {
  if (!options.representation) {
    await sql.query(statement, params);
    return [];
  }
  // `*` would also return the columns of an UPDATE's FROM item.
  const columns = projection(options.select, table);
  const { rows } = await sql.query<{ body: unknown[] }>(
    `with changed as (${statement} returning ${columns === '*' ? `${quoteIdentifier(table)}.*` : columns})
     select coalesce(json_agg(row_to_json(changed)), '[]'::json) as body from changed`,
    params,
  );
  return rows[0]?.body ?? [];
}

export async function deleteRows(sql: Sql, table: string, search: URLSearchParams, options: ChangeOptions): Promise<unknown[]> {
  await tableColumns(sql, table);
  const params: unknown[] = [];
  const where = filtered(table, search, params, 'DELETE');
  return returning(sql, `delete from public.${quoteIdentifier(table)}${where}`, params, options, table);
}

/** PATCH: the JSON object's keys set on every matching row, converted by json_populate_record as an insert's are. */
export async function updateRows(sql: Sql, table: string, search: URLSearchParams, body: unknown, options: ChangeOptions): Promise<unknown[]> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new RestError(400, 'PGRST102', 'A PATCH body must be a JSON object');
  const columns = await tableColumns(sql, table);
  const sent = Object.keys(body);
  for (const column of sent) {
    if (!columns.some((known) => known.name === column)) {
      throw new RestError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`);
    }
  }
  const params: unknown[] = [JSON.stringify(body)];
  const where = filtered(table, search, params, 'UPDATE');
  // An empty object changes nothing, as on PostgREST.
  if (sent.length === 0) return [];
  const target = `public.${quoteIdentifier(table)}`;
  const assignments = sent.map((column) => `${quoteIdentifier(column)} = sent.${quoteIdentifier(column)}`).join(', ');
  return returning(sql, `update ${target} set ${assignments} from json_populate_record(null::${target}, $1::json) as sent${where}`, params, options, table);
}
