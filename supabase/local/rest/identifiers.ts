import { RestError } from './errors.ts';

// Names arriving in URLs end up in SQL text, where parameters cannot stand for identifiers. They must look
// like plain identifiers before anything else, are then checked against the catalog, and are always quoted.
const PLAIN_IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

export function isPlainIdentifier(name: string): boolean {
  return PLAIN_IDENTIFIER.test(name);
}

export function quoteIdentifier(name: string): string {
  if (!isPlainIdentifier(name)) throw new RestError(400, 'PGRST100', `"${name}" is not a valid identifier`);
  return `"${name}"`;
}

/** Parses a comma-separated column list (`select=a,b` or `columns="a","b"`). */
export function parseColumnList(list: string): string[] {
  return list
    .split(',')
    .map((item) => item.trim().replace(/^"(.*)"$/, '$1'))
    .filter((item) => item !== '');
}
