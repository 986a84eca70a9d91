import type { JsonPath } from '../../draft.ts';

// What the publish function answers (supabase/functions/publish, the plan's routes), read for the person.

/** A problem the build's checks found in (head + drafts): on the page `route` of `file`, at `path`. */
export interface PublishIssue {
  file: string;
  route?: string;
  path: JsonPath;
  message: string;
}

/** A draft whose file was published by someone else since the draft began. */
export interface Conflict {
  file: string;
  /** The file's git blob oid when the draft began (null: a new file). */
  base: string | null;
  theirs: { oid: string; text: string };
  mine: unknown;
}

export type PublishOutcome =
  /** `rebuildFailed`: the host's deploy hook refused to rebuild (the commit stands). */
  | { kind: 'published'; commit: string; files: string[]; conflicts: Conflict[]; rebuildFailed?: boolean }
  | { kind: 'invalid'; issues: PublishIssue[] }
  | { kind: 'conflicts'; conflicts: Conflict[] }
  | { kind: 'moved' }
  /** The caller had no draft: nothing was changed since the last publish. */
  | { kind: 'nothingToPublish' }
  | { kind: 'forbidden' }
  /** The function answered an error (`status`), or could not be reached (no status). */
  | { kind: 'failed'; status?: number };

/** "blocks[2].title" or "blocks.2.title" or ["blocks", 2, "title"] → ["blocks", 2, "title"]. */
export function jsonPathOf(path: unknown): JsonPath {
  if (Array.isArray(path)) return path.filter((part): part is string | number => typeof part === 'string' || typeof part === 'number');
  if (typeof path !== 'string' || path === '') return [];
  return path
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The outcome of POST /publish from its status and JSON body (undefined when the body was not JSON). */
export function publishOutcome(status: number, body: unknown): PublishOutcome {
  const answer = (body ?? {}) as Record<string, unknown>;
  if (status === 200)
    return {
      kind: 'published',
      commit: String(answer.commit ?? ''),
      files: asArray(answer.files).map(String),
      conflicts: asArray(answer.conflicts) as Conflict[],
      ...(answer.rebuild === 'failed' && { rebuildFailed: true }),
    };
  if (status === 422 && Array.isArray(answer.issues)) {
    return {
      kind: 'invalid',
      issues: answer.issues.map((raw) => {
        const issue = raw as Record<string, unknown>;
        return {
          file: String(issue.file ?? ''),
          route: typeof issue.route === 'string' ? issue.route : undefined,
          path: jsonPathOf(issue.path),
          message: String(issue.message ?? ''),
        };
      }),
    };
  }
  if (status === 409 && answer.moved === true) return { kind: 'moved' };
  if (status === 409 && Array.isArray(answer.conflicts)) return { kind: 'conflicts', conflicts: answer.conflicts as Conflict[] };
  if (status === 401 || status === 403) return { kind: 'forbidden' };
  if (status === 400 && answer.code === 'no_drafts') return { kind: 'nothingToPublish' };
  // The function's own words are for developers (its logs say more): the person is told in the editor's words.
  return { kind: 'failed', status };
}

/** The drafts left out of a publish, whose files changed on the branch: each with both versions, to choose from. */
export const conflictsOf = (outcome: PublishOutcome): Conflict[] => (outcome.kind === 'published' || outcome.kind === 'conflicts' ? outcome.conflicts : []);

/** A published version of a content file (GET /publish/history?file=), newest first; `content` null where its JSON was broken. */
export interface PublishedVersion {
  commit: string;
  author: string;
  email: string;
  date: string;
  message: string;
  content: unknown;
}

/** The problems of `file` (at its fields, for the form) and those of every other file (named, for the list). */
export function issuesOf(outcome: PublishOutcome, file: string): { own: PublishIssue[]; elsewhere: PublishIssue[] } {
  const issues = outcome.kind === 'invalid' ? outcome.issues : [];
  return { own: issues.filter((issue) => issue.file === file), elsewhere: issues.filter((issue) => issue.file !== file) };
}

/**
 * What the person's choice does to the draft of a conflicting file: keeping theirs drops the draft (the published
 * version is what opens next); keeping mine starts the draft again from the published version, so that the next
 * publish replaces it knowingly.
 */
export type ConflictChoice = 'mine' | 'theirs';
export const resolution = (conflict: Conflict, choice: ConflictChoice) =>
  choice === 'theirs'
    ? ({ kind: 'delete', file: conflict.file } as const)
    : ({ kind: 'rebase', file: conflict.file, baseVersion: conflict.theirs.oid } as const);
