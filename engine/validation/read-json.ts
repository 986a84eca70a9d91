import type { ContentSource } from './content-source.ts';
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

/** Parses a content file's text, turning a syntax error into an issue with its line and column. */
function readJson(text: string, displayName: string): JsonRead {
  const parsed = parseJson(text);
  if (parsed.ok) return parsed;
  const where = parsed.line === undefined ? '' : ` (line ${parsed.line}, column ${parsed.column})`;
  return { ok: false, issue: { file: displayName, path: [], message: `Invalid JSON${where}: ${parsed.message}` } };
}

/** The content file at `file` of `source`, or its draft when `drafts` has one; undefined when there is neither. */
export function readContentFile(source: ContentSource, file: string, drafts?: ContentDrafts): JsonRead | undefined {
  if (drafts?.has(file)) return { ok: true, value: drafts.get(file) };
  const text = source.readText(file);
  return text === undefined ? undefined : readJson(text, file);
}

function lineAndColumn(source: string, position: number): { line: number; column: number } {
  const before = source.slice(0, position).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}
