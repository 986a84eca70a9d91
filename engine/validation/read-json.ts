import { readFileSync } from 'node:fs';
import type { ContentIssue } from './issue.ts';

export type JsonRead = { ok: true; value: unknown } | { ok: false; issue: ContentIssue };

/** Parses a content file, turning a syntax error into an issue with its line and column. */
export function readJson(absolutePath: string, displayName: string): JsonRead {
  const source = readFileSync(absolutePath, 'utf8');
  try {
    return { ok: true, value: JSON.parse(source) };
  } catch (error) {
    const message = (error as Error).message;
    const position = Number(/position (\d+)/.exec(message)?.[1]);
    const where = Number.isFinite(position) ? ` (${lineAndColumn(source, position)})` : '';
    return { ok: false, issue: { file: displayName, path: [], message: `Invalid JSON${where}: ${message}` } };
  }
}

function lineAndColumn(source: string, position: number): string {
  const before = source.slice(0, position).split('\n');
  return `line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}`;
}
