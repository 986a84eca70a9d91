import type { Sql } from '../db/database.ts';
import { tableColumns } from './catalog.ts';
import { RestError } from './errors.ts';
import { parseColumnList, quoteIdentifier } from './identifiers.ts';
import { projection } from './select.ts';

export interface InsertOptions {
  /** PostgREST's `columns=` parameter (supabase-js sends it for arrays): the columns to take from each object. */
  columns: string | null;
  /** `Prefer: return=representation`: answer with the inserted rows, which needs SELECT like on PostgREST. */
  representation: boolean;
  select: string | null;
}

function asRows(body: unknown): Record<string, unknown>[] {
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row))) {
    throw new RestError(400, 'PGRST102', 'All object keys must match', 'The body must be a JSON object or an array of objects.');
  }
  return rows as Record<string, unknown>[];
}

/**
 * Inserts like PostgREST: the JSON body is turned into rows by json_populate_recordset (so Postgres does the
 * type conversions and reports 22P02 & co.), naming only the columns sent, so defaults fill the others.
 */
export async function insertRows(sql: Sql, table: string, body: unknown, options: InsertOptions): Promise<unknown[]> {
  const rows = asRows(body);
  const tableColumnNames = await tableColumns(sql, table);
  const sent = options.columns === null ? [...new Set(rows.flatMap((row) => Object.keys(row)))] : parseColumnList(options.columns);
  for (const column of sent) {
    if (!tableColumnNames.includes(column)) {
      throw new RestError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`);
    }
  }
  if (rows.length === 0 || sent.length === 0) return [];
  const target = `public.${quoteIdentifier(table)}`;
  const list = sent.map(quoteIdentifier).join(', ');
  const insert = `insert into ${target} (${list}) select ${list} from json_populate_recordset(null::${target}, $1::json)`;
  if (!options.representation) {
    await sql.query(insert, [JSON.stringify(rows)]);
    return [];
  }
  const returning = projection(options.select, tableColumnNames, table);
  const { rows: result } = await sql.query<{ body: unknown[] }>(
    `with inserted as (${insert} returning ${returning})
     select coalesce(json_agg(row_to_json(inserted)), '[]'::json) as body from inserted`,
    [JSON.stringify(rows)],
  );
  return result[0]?.body ?? [];
}
