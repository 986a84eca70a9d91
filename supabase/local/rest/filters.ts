import { RestError } from './errors.ts';
import { quoteIdentifier } from './identifiers.ts';

// The subset of PostgREST's filters the site, the editor and their tests use: `column=eq.value`. Anything else is
// refused rather than silently ignored. Column names are left to PostgreSQL, as PostgREST leaves them (it resolves
// them while parsing, before it checks privileges, so a column that does not exist is 42703); they are qualified
// as PostgREST qualifies them, which gives the same message ("column leads.x does not exist").

/** Query parameters that are not filters. */
const NOT_FILTERS = new Set(['select', 'limit', 'offset', 'columns', 'on_conflict']);

export const qualified = (table: string, column: string) => `${quoteIdentifier(table)}.${quoteIdentifier(column)}`;

/** The WHERE clause (with its leading space, or '') for the request's filters; their values are pushed to `params`. */
export function whereClause(table: string, search: URLSearchParams, params: unknown[]): string {
  const conditions: string[] = [];
  for (const [key, value] of search) {
    if (NOT_FILTERS.has(key)) continue;
    if (!value.startsWith('eq.')) {
      throw new RestError(400, 'PGRST100', `"failed to parse filter (${value})"`, 'Only eq filters are supported locally.');
    }
    params.push(value.slice(3));
    conditions.push(`${qualified(table, key)} = $${params.length}`);
  }
  return conditions.length > 0 ? ` where ${conditions.join(' and ')}` : '';
}
