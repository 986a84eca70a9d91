/** Where the site's content lives in git: GitHub in production (github-repository.ts), a local bare repository in development. */

export interface ContentFileEntry {
  path: string;
  /** Its git blob id: SHA-1 of "blob <length>\0" and its bytes (git-oid.ts). */
  oid: string;
}

export interface CommitChange {
  /** The commit the change was made on: the branch must still point to it, else nothing is written. */
  expectedHead: string;
  files: Array<{ path: string; contents: Uint8Array }>;
  message: string;
  author: { name: string; email: string };
}

export type CommitResult = { ok: true; oid: string } | { ok: false; moved: true };

export interface HistoryEntry {
  commit: string;
  author: string;
  email: string;
  /** ISO 8601. */
  date: string;
  message: string;
}

export interface ContentRepository {
  /** The commit the branch points to now. */
  head(): Promise<string>;
  /** The content files (contentFolderPath) of `commit`. */
  list(commit: string): Promise<ContentFileEntry[]>;
  /** A file's bytes at `commit`, undefined when it has none. */
  read(commit: string, path: string): Promise<Uint8Array | undefined>;
  /** One commit on the branch, whose parent is `expectedHead`, moving the branch only if it still points there. */
  commit(change: CommitChange): Promise<CommitResult>;
  /** The commits of the branch that changed `path`, newest first. */
  history(path: string, limit: number): Promise<HistoryEntry[]>;
}

/**
 * The folders content lives in: the pages (a route's segments are folders), the data files, the image sources (no
 * name of which begins with a dot: never "..", never a hidden file).
 */
export const contentFolderPath = (path: string): boolean =>
  /^(?:pages\/(?:[\w-]+\/)*[\w-]+\.json|data\/[\w-]+\.json|images\/(?:[\w-][\w.-]*\/)*[\w-][\w.-]*)$/.test(path);
