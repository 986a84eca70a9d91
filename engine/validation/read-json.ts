import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentIssue } from './issue.ts';

export type JsonRead = { ok: true; value: unknown } | { ok: false; issue: ContentIssue };

/**
 * Content not written yet, checked in place of the files it would replace (or beside them, a new page): parsed
 * JSON by path from the content root, "pages/faq.json". The editor checks a draft this way before writing it.
 */
export type ContentDrafts = ReadonlyMap<string, unknown>;

/** A JSON text parsed, or where its syntax breaks (line and column from 1, when the parser says) and the parser's words. */
export type ParsedJson = { ok: true; value: unknown } | { ok: false; line?: number; column?: number; message: string };

export function parseJson(source: string): ParsedJson {
  try {
    return { ok: true, value: JSON.parse(source) };
  } catch (error) {
    const message = (error as Error).message;
    const position = Number(/position (\d+)/.exec(message)?.[1]);
    return Number.isFinite(position) ? { ok: false, ...lineAndColumn(source, position), message } : { ok: false, message };
  }
}

/** Parses a content file, turning a syntax error into an issue with its line and column. */
export function readJson(absolutePath: string, displayName: string): JsonRead {
  const parsed = parseJson(readFileSync(absolutePath, 'utf8'));
  if (parsed.ok) return parsed;
  const where = parsed.line === undefined ? '' : ` (line ${parsed.line}, column ${parsed.column})`;
  return { ok: false, issue: { file: displayName, path: [], message: `Invalid JSON${where}: ${parsed.message}` } };
}

/** The JSON files of `folder`, as paths from it, sorted: those of its subfolders too when `deep` ("ressources/guide-okr.json"). */
export const jsonFilesIn = (folder: string, deep: boolean): string[] =>
  readdirSync(folder, { recursive: deep, encoding: 'utf8' })
    .filter((name) => name.endsWith('.json'))
    .sort();

/** The content file at `file` (from `root`), or its draft when `drafts` has one. */
export function readContentFile(root: string, file: string, drafts?: ContentDrafts): JsonRead {
  return drafts?.has(file) ? { ok: true, value: drafts.get(file) } : readJson(join(root, file), file);
}

function lineAndColumn(source: string, position: number): { line: number; column: number } {
  const before = source.slice(0, position).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}
