import type { Caller, DraftRow } from './caller.ts';
import { encoded, isDraftablePath, MAX_FILE_BYTES, readFiles, siteFilesAt, utf8 } from './content-files.ts';
import type { ContentRepository } from './repository.ts';
import type { ContentProblem, SiteContent } from './site-content.ts';

export interface Answer {
  status: number;
  body: unknown;
}

export interface Publisher {
  repository: ContentRepository;
  site: SiteContent;
  caller: Caller;
  user: { id: string; email: string };
}

const problemKey = ({ file, path, message }: ContentProblem) => JSON.stringify([file, path, message]);
const sameBytes = (a: Uint8Array | undefined, b: Uint8Array) => a !== undefined && a.byteLength === b.byteLength && a.every((byte, index) => byte === b[index]);

/** The page a draft is of, for the commit message: its route when it says one, else its file. */
function named({ file, content }: DraftRow): string {
  const route = (content as { path?: unknown } | null)?.path;
  return file.startsWith('pages/') && typeof route === 'string' ? route : file;
}

/**
 * Publishes the caller's drafts (those of `files` when given) as one commit on the branch's head, after the build's
 * checks over the head's files with the drafts in place of theirs. A draft whose file changed on the branch since it
 * began is a conflict: left out, and returned with both versions; the others go through, checked against the
 * conflicting files as the head has them. 200 { commit, files, conflicts } | 422 { issues } | 409 { conflicts }
 * (every draft conflicts: nothing to publish) | 409 { moved: true } | 400 { code: 'no_drafts' }.
 */
export async function publishDrafts({ repository, site, caller, user }: Publisher, files: readonly string[] | undefined): Promise<Answer> {
  const requested = await caller.drafts(files);
  if (requested.length === 0) return { status: 400, body: { error: 'No draft to publish.', code: 'no_drafts' } };
  const refused = requested.filter(({ file }) => !isDraftablePath(site, file));
  if (refused.length > 0)
    return { status: 422, body: { issues: refused.map(({ file }) => ({ file, path: [], message: 'Not a content file of this site.' })) } };

  const head = await repository.head();
  const entries = await siteFilesAt(repository, site, head);
  const oids = new Map(entries.map(({ path, oid }) => [path, oid]));
  const current = await readFiles(repository, site, head, entries);

  const isConflict = ({ file, base_version }: DraftRow) => (oids.get(file) ?? null) !== base_version;
  const conflicts = requested.filter(isConflict).map(({ file, base_version, content }) => {
    const theirs = current.get(file);
    return { file, base: base_version, theirs: theirs === undefined ? null : { oid: oids.get(file), text: utf8.decode(theirs) }, mine: content };
  });
  const drafts = requested.filter((draft) => !isConflict(draft));
  if (drafts.length === 0) return { status: 409, body: { conflicts } };

  // What the head already has wrong is not the drafts' doing: only what they would add refuses them (as the dev editor).
  const before = new Set((await site.checkContent(current, new Map())).map(problemKey));
  const issues = (await site.checkContent(current, new Map(drafts.map(({ file, content }) => [file, content])))).filter(
    (issue) => !before.has(problemKey(issue)),
  );
  if (issues.length > 0) return { status: 422, body: { issues } };

  const written = drafts.map((draft) => {
    const previous = current.get(draft.file);
    return { draft, path: draft.file, contents: encoded(site.fileText(draft.file, draft.content, previous && utf8.decode(previous))) };
  });
  const tooLarge = written.filter(({ contents }) => contents.byteLength > MAX_FILE_BYTES);
  if (tooLarge.length > 0) {
    return { status: 422, body: { issues: tooLarge.map(({ path }) => ({ file: path, path: [], message: `Larger than ${MAX_FILE_BYTES / 1024} KB.` })) } };
  }
  const changed = written.filter(({ path, contents }) => !sameBytes(current.get(path), contents));
  if (changed.length === 0) {
    await caller.deleteDrafts(drafts);
    return { status: 200, body: { commit: head, files: [], conflicts } };
  }

  const result = await repository.commit({
    expectedHead: head,
    files: changed.map(({ path, contents }) => ({ path, contents })),
    message: `Publish ${changed.map(({ draft }) => named(draft)).join(', ')}\n\nPublished from the site's editor by ${user.email}.`,
    author: { name: user.email, email: user.email },
  });
  if (!result.ok) return { status: 409, body: { moved: true } };
  await caller.deleteDrafts(drafts);
  return { status: 200, body: { commit: result.oid, files: changed.map(({ path }) => path), conflicts } };
}
