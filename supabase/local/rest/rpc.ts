import type { Sql } from '../db/database.ts';
import { findFunction } from './catalog.ts';
import { RestError } from './errors.ts';
import { isPlainIdentifier, quoteIdentifier } from './identifiers.ts';

export type RpcResult = { kind: 'void' } | { kind: 'value'; value: unknown };

// JSON arguments reach Postgres as text cast to the declared type, so Postgres parses them (and reports
// 22P02 on a bad value) exactly as it would for PostgREST; objects and arrays go as their JSON text.
function asTextParameter(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** POST /rest/v1/rpc/<name> with named JSON arguments. */
export async function callFunction(sql: Sql, name: string, body: unknown): Promise<RpcResult> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new RestError(400, 'PGRST102', 'Function arguments must be a JSON object');
  }
  const args = body as Record<string, unknown>;
  const keys = Object.keys(args);
  if (!isPlainIdentifier(name) || !keys.every(isPlainIdentifier)) {
    throw new RestError(404, 'PGRST202', `Could not find the function public.${name} in the schema cache`);
  }
  const fn = await findFunction(sql, name, keys);
  const params = keys.map((key) => asTextParameter(args[key]));
  const argumentList = keys.map((key, index) => `${quoteIdentifier(key)} => $${index + 1}::${fn.argTypes[fn.argNames.indexOf(key)]}`).join(', ');
  const call = `public.${quoteIdentifier(name)}(${argumentList})`;
  if (fn.returnsVoid) {
    await sql.query(`select ${call}`, params);
    return { kind: 'void' };
  }
  const query = fn.returnsSet ? `select coalesce(jsonb_agg(to_jsonb(result)), '[]'::jsonb) as body from ${call} as result` : `select to_jsonb(${call}) as body`;
  const { rows } = await sql.query<{ body: unknown }>(query, params);
  return { kind: 'value', value: rows[0]?.body ?? null };
}
