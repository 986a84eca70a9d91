import type { SiteDefinition } from '../../../engine/site/definition.ts';
import type { DataFiles, ImageSource } from '../../../engine/site/schema-context.ts';
import { outlineOf } from '../../outlines.ts';
import { builtOnce } from '../../built-once.ts';
import type { OpenedDataFile, OpenedPage, PageSummary, UnreadablePage } from '../../server.ts';
import { siteFormsOf } from '../../site-schemas.ts';
import { editorWordsOf } from '../../words.ts';
import type { Opened } from '../backend.ts';

/** GET /functions/v1/publish/content: every content file at the branch head, the text of pages and data files, the pixels and hash of images. */
export interface HeadContent {
  head: string;
  files: Array<{ path: string; oid: string; text?: string; image?: ImageSource }>;
}

/** The images at the head, as the checks and the image fields read them: those uploaded since the site was built too. */
export const imagesAtHead = (head: HeadContent): ReadonlyMap<string, ImageSource> =>
  new Map(head.files.flatMap(({ path, image }) => (image ? [[path, image] as const] : [])));

/** A row of public.page_drafts, as the editor reads it. */
export interface DraftRow {
  file: string;
  content: unknown;
  base_version: string | null;
  updated_by_email: string;
  updated_at: string;
}

interface ContentFile {
  path: string;
  /** The oid at head; null for a file only a draft holds (a new page). */
  oid: string | null;
  value?: unknown;
  unreadable?: object;
  draft?: DraftRow;
}

const pagesPrefix = 'pages/';

/**
 * The content the hosted editor shows: the files at the branch head with each draft in place of its file (a new
 * page's draft as a file of its own), read as the dev server reads its folder (editor/server.ts), so that the same
 * list, forms and checks serve both.
 */
export function contentWithDrafts(site: SiteDefinition, head: HeadContent, drafts: readonly DraftRow[], images: DataFiles['images']) {
  const byPath = new Map<string, ContentFile>();
  for (const { path, oid, text } of head.files) {
    if (text === undefined || !path.endsWith('.json')) continue;
    // A file at head broken by hand (the build would have refused it): named in the list, as the dev editor does.
    try {
      byPath.set(path, { path, oid, value: JSON.parse(text) as unknown });
    } catch {
      byPath.set(path, { path, oid, unreadable: {} });
    }
  }
  for (const draft of drafts) byPath.set(draft.file, { path: draft.file, oid: byPath.get(draft.file)?.oid ?? null, value: draft.content, draft });
  const files = [...byPath.values()];
  const pageFiles = files.filter((file) => file.path.startsWith(pagesPrefix));
  const pages = pageFiles
    .filter((file) => file.value !== undefined && typeof file.value === 'object' && file.value !== null)
    .map((file) => ({ file: file.path.slice(pagesPrefix.length), raw: file.value as Record<string, unknown>, stored: file }));
  const unreadable: UnreadablePage[] = pageFiles
    .filter((file) => file.unreadable)
    .map((file) => ({ file: file.path.slice(pagesPrefix.length), ...file.unreadable }));
  const dataFiles: DataFiles = {
    files: new Map(files.filter((file) => file.path.startsWith('data/') && file.value !== undefined).map((file) => [file.path, file.value])),
    unreadable: files.filter((file) => file.path.startsWith('data/') && file.unreadable).map((file) => file.path),
    images,
  };
  // Each page's outline is read once for this content (a phone takes tens of milliseconds a page): when asked, or
  // ahead of time (outlineAhead) while the person reads the list.
  const outlines = builtOnce((page: (typeof pages)[number]) => outlineOf(site, dataFiles, page));
  const others = () => pages.map(outlines.get);
  /** The version a draft of this file starts from: the oid it began on, else the head's. */
  const versionOf = (file: ContentFile) => (file.draft ? (file.draft.base_version ?? '') : (file.oid ?? ''));
  const draftBy = ({ draft }: ContentFile) => draft && { email: draft.updated_by_email, at: draft.updated_at };

  return {
    head: head.head,
    dataFiles,
    drafts,
    list(): { pages: PageSummary[]; unreadable: UnreadablePage[] } {
      const summaries = pages.map(({ file, raw, stored }) => ({
        file,
        path: String(raw.path),
        title: String((raw.seo as { title?: unknown } | undefined)?.title ?? ''),
        modified: stored.draft?.updated_at ?? '',
      }));
      return { pages: summaries, unreadable };
    },
    openPage(path: string): Opened<OpenedPage> {
      const found = pages.find(({ raw }) => raw.path === path);
      if (!found) return undefined;
      return { opened: { file: found.file, page: found.raw, version: versionOf(found.stored), others: others(), draftBy: draftBy(found.stored) } };
    },
    openDataFile(name: string): Opened<OpenedDataFile> {
      const entry = siteFormsOf(site).dataFiles.get(name);
      const stored = entry && byPath.get(entry.file);
      if (!entry || !stored) return undefined;
      if (stored.unreadable) return { unreadable: editorWordsOf(site).ui.unreadablePage(entry.file) };
      return { opened: { name: entry.name, file: entry.file, data: stored.value, version: versionOf(stored), others: others(), draftBy: draftBy(stored) } };
    },
    /** Reads the outline of the next page not read yet; false once all are. */
    outlineAhead(): boolean {
      const next = pages.find((page) => !outlines.has(page));
      if (next) outlines.get(next);
      return next !== undefined;
    },
    /** The oid of a file at head (null: not there), the base a new draft of it records. */
    oidAt: (file: string) => head.files.find((candidate) => candidate.path === file)?.oid ?? null,
    draftOf: (file: string) => byPath.get(file)?.draft,
  };
}

export type HostedContent = ReturnType<typeof contentWithDrafts>;
