import type { Sql } from '../db/database.ts';
import { tableColumns, type Column } from './catalog.ts';
import { RestError } from './errors.ts';
import { parseColumnList, quoteIdentifier } from './identifiers.ts';
import type { Resolution } from './preferences.ts';
import { projection } from './select.ts';

export interface InsertOptions {
  /** PostgREST's `columns=` parameter (supabase-js sends it for arrays): the columns to take from each object. */
  columns: string | null;
  /** `Prefer: return=representation`: answer with the inserted rows, which needs SELECT like on PostgREST. */
  representation: boolean;
  select: string | null;
  /** `Prefer: resolution=…`: an upsert, on the `on_conflict=` columns or else the primary key. */
  resolution?: Resolution;
  onConflict: string | null;
}

const KEYS_MUST_MATCH = new RestError(400, 'PGRST102', 'All object keys must match');

// As PostgREST reads a JSON body: an object is one row, an array of objects with the same keys is several
// (unless `columns=` says which to take), and any other JSON value is no row at all.
function asRows(body: unknown, columnsGiven: boolean): Record<string, unknown>[] {
  if (!Array.isArray(body)) return typeof body === 'object' && body !== null ? [body as Record<string, unknown>] : [];
  if (!body.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row))) throw KEYS_MUST_MATCH;
  const rows = body as Record<string, unknown>[];
  const keysOf = (row: Record<string, unknown>) => Object.keys(row).sort().join(',');
  if (!columnsGiven && rows.some((row) => keysOf(row) !== keysOf(rows[0] ?? {}))) throw KEYS_MUST_MATCH;
  return rows;
}

function onConflictClause(columns: Column[], sent: string[], options: InsertOptions): string {
  if (options.resolution === undefined) return '';
  const target =
    options.onConflict === null ? columns.filter((column) => column.inPrimaryKey).map((column) => column.name) : parseColumnList(options.onConflict);
  if (target.length === 0) return '';
  const conflict = ` on conflict (${target.map(quoteIdentifier).join(', ')})`;
  if (options.resolution === 'ignore-duplicates' || sent.length === 0) return `${conflict} do nothing`;
  return `${conflict} do update set ${sent.map((column) => `${quoteIdentifier(column)} = excluded.${quoteIdentifier(column)}`).join(', ')}`;
}

/**
 * Inserts the statement PostgREST builds: the JSON body turned into rows by json_populate_recordset (so
 * Postgres does the type conversions and reports 22P02 & co.), naming only the columns sent so defaults fill
 * the others. A row with no keys at all (`{}`) is a row of defaults, which NOT NULL columns then refuse.
 */
export async function insertRows(sql: Sql, table: string, body: unknown, options: InsertOptions): Promise<unknown[]> {
  const rows = asRows(body, options.columns !== null);
  const columns = await tableColumns(sql, table);
  const sent = options.columns === null ? Object.keys(rows[0] ?? {}) : parseColumnList(options.columns);
  for (const column of sent) {
    if (!columns.some((known) => known.name === column)) {
      throw new RestError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`);
    }
  }
  const target = `public.${quoteIdentifier(table)}`;
  const list = sent.map(quoteIdentifier).join(', ');
  const insert =
    `insert into ${target}${sent.length > 0 ? ` (${list})` : ''} select ${list} from json_populate_recordset(null::${target}, $1::json)` +
    onConflictClause(columns, sent, options);
  if (!options.representation) {
    await sql.query(insert, [JSON.stringify(rows)]);
    return [];
  }
  const { rows: result } = await sql.query<{ body: unknown[] }>(
    `with inserted as (${insert} returning ${projection(options.select, table)})
     select coalesce(json_agg(row_to_json(inserted)), '[]'::json) as body from inserted`,
    [JSON.stringify(rows)],
  );
  return result[0]?.body ?? [];
}
