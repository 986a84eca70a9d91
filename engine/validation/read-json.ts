import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentIssue } from './issue.ts';

export type JsonRead = { ok: true; value: unknown } | { ok: false; issue: ContentIssue };

/**
 * Content not written yet, checked in place of the files it would replace (or beside them, a new page): parsed
 * JSON by path from the content root, "pages/faq.json". The editor checks a draft this way before writing it.
 */
export type ContentDrafts = ReadonlyMap<string, unknown>;

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

/** The content file at `file` (from `root`), or its draft when `drafts` has one. */
export function readContentFile(root: string, file: string, drafts?: ContentDrafts): JsonRead {
  return drafts?.has(file) ? { ok: true, value: drafts.get(file) } : readJson(join(root, file), file);
}

function lineAndColumn(source: string, position: number): string {
  const before = source.slice(0, position).split('\n');
  return `line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}`;
}
