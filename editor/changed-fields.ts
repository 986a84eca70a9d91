import type { JsonPath } from './draft.ts';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The JSON paths at which `after` differs from `before`, deepest first where both hold an object or a list of the
 * same length: a list whose length changed (a block added, removed) is one change, the list itself.
 */
export function changedPaths(before: unknown, after: unknown, at: JsonPath = []): JsonPath[] {
  if (Object.is(before, after)) return [];
  if (Array.isArray(before) && Array.isArray(after)) {
    if (before.length !== after.length) return [at];
    return before.flatMap((item, index) => changedPaths(item, after[index], [...at, index]));
  }
  if (isRecord(before) && isRecord(after)) {
    const keys = new Set([...Object.keys(after), ...Object.keys(before)]);
    return [...keys].flatMap((key) => changedPaths(before[key], after[key], [...at, key]));
  }
  return [at];
}
