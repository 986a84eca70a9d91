import type { Sql } from '../db/database.ts';
import { RestError } from './errors.ts';

// Only the `public` schema is exposed, as on a default Supabase project. Names are passed as parameters,
// so these look-ups are safe whatever a URL holds.

export interface Column {
  name: string;
  /** Part of the primary key: what an upsert conflicts on when the request names no on_conflict columns. */
  inPrimaryKey: boolean;
}

/** The table's columns in order; 404 (PGRST205, PostgREST's "not in the schema cache") when there is no such table. */
export async function tableColumns(sql: Sql, table: string): Promise<Column[]> {
  const { rows } = await sql.query<{ name: string; in_primary_key: boolean }>(
    `select a.attname as name,
            exists (select 1 from pg_catalog.pg_index i
                     where i.indrelid = c.oid and i.indisprimary and a.attnum = any (i.indkey)) as in_primary_key
       from pg_catalog.pg_attribute a
       join pg_catalog.pg_class c on c.oid = a.attrelid
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')
        and a.attnum > 0 and not a.attisdropped
      order by a.attnum`,
    [table],
  );
  if (rows.length === 0) {
    throw new RestError(
      404,
      'PGRST205',
      `Could not find the table 'public.${table}' in the schema cache`,
      null,
      'Only tables of the public schema are exposed.',
    );
  }
  return rows.map((row) => ({ name: row.name, inPrimaryKey: row.in_primary_key }));
}

export interface FunctionSignature {
  argNames: string[];
  argTypes: string[];
  /** How many trailing arguments have defaults and may be left out. */
  defaults: number;
  returnsSet: boolean;
  returnsVoid: boolean;
}

/** The public function called `name` whose argument names fit the keys sent, as PostgREST picks overloads. */
export async function findFunction(sql: Sql, name: string, argKeys: string[]): Promise<FunctionSignature> {
  const { rows } = await sql.query<{
    arg_names: string[] | null;
    arg_types: string[];
    defaults: number;
    returns_set: boolean;
    returns_void: boolean;
  }>(
    `select p.proargnames as arg_names,
            array(select pg_catalog.format_type(t.oid, null)
                    from unnest(p.proargtypes::oid[]) with ordinality as t(oid, position)
                   order by t.position) as arg_types,
            p.pronargdefaults::integer as defaults,
            p.proretset as returns_set,
            p.prorettype = 'pg_catalog.void'::pg_catalog.regtype as returns_void
       from pg_catalog.pg_proc p
       join pg_catalog.pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.proname = $1 and p.prokind = 'f' and p.proargmodes is null`,
    [name],
  );
  const candidates = rows
    .map((row) => ({
      argNames: row.arg_names ?? [],
      argTypes: row.arg_types,
      defaults: row.defaults,
      returnsSet: row.returns_set,
      returnsVoid: row.returns_void,
    }))
    .filter((fn) => {
      const required = fn.argNames.slice(0, fn.argNames.length - fn.defaults);
      return argKeys.every((key) => fn.argNames.includes(key)) && required.every((arg) => argKeys.includes(arg));
    });
  const [only, ...others] = candidates;
  if (only === undefined) {
    throw new RestError(
      404,
      'PGRST202',
      `Could not find the function public.${name}(${[...argKeys].sort().join(', ')}) in the schema cache`,
      `Searched for the function public.${name} with parameters ${[...argKeys].sort().join(', ') || 'none'}.`,
      null,
    );
  }
  if (others.length > 0) {
    throw new RestError(300, 'PGRST203', `Could not choose the best candidate function for public.${name}`);
  }
  return only;
}
