import type { SupabaseClient } from '@supabase/supabase-js';
import { adminBase } from './admin-base.ts';
import { previewAddress } from '../../own-addresses.ts';
import type { SiteDefinition } from '../../../engine/site/definition.ts';
import type { DataFiles } from '../../../engine/site/schema-context.ts';
import { siteFormsOf } from '../../site-schemas.ts';
import { fileOfRoute } from '../../validate.ts';
import { editorWordsOf } from '../../words.ts';
import type { EditorBackend, SaveAnswer } from '../backend.ts';
import { showDataFiles } from '../data-files-in-use.ts';
import { contentWithDrafts, imagesAtHead, type HostedContent } from './content.ts';
import { readHostedContent, supabaseDraftKeeping, type DraftKeeping } from './draft-keeping.ts';
import { hostedImages, supabaseImageTransport, type ImageTransport } from './hosted-images.ts';
import { inIdleTime } from './in-idle-time.ts';

export { adminBase };

/**
 * The editor of the deployed site (/admin/): the content at the branch head (the publish function), each file's
 * draft (page_drafts) in its place. Every open reads both again: a publish or another tab may have changed them (the
 * content is revalidated, not sent again, while the branch has not moved; what was read from it is kept while
 * neither has changed).
 * `built` is what the build knew of images/ (its thumbnails' files). `read`, `drafts` and `imageTransport` are given for
 * tests; the app passes the signed-in supabase-js client only.
 */
export function createHostedBackend({
  site,
  built,
  supabase,
  read = () => readHostedContent(supabase!),
  drafts = supabaseDraftKeeping(supabase!),
  imageTransport = supabaseImageTransport(supabase!),
}: {
  site: SiteDefinition;
  built: NonNullable<DataFiles['images']>;
  supabase?: SupabaseClient;
  read?: () => ReturnType<typeof readHostedContent>;
  drafts?: DraftKeeping;
  imageTransport?: ImageTransport;
}): EditorBackend {
  const images = hostedImages({ built, transport: imageTransport, words: editorWordsOf(site) });
  let last: { head: string; drafts: string; content: HostedContent } | undefined;
  async function load(): Promise<HostedContent> {
    const { head, drafts: rows } = await read();
    const draftsRead = JSON.stringify(rows);
    if (last?.head === head.head && last.drafts === draftsRead) return last.content;
    const atHead = imagesAtHead(head);
    if (last?.head !== head.head) await images.readUnbuilt(atHead);
    const content = contentWithDrafts(site, head, rows, atHead);
    last = { head: head.head, drafts: draftsRead, content };
    // The checks as the person types read the data files as they will be published.
    showDataFiles(content.dataFiles);
    return content;
  }
  /** A draft kept for `file`, which begins on the head's version unless one is given. */
  async function keepNew(file: string, content: unknown): Promise<SaveAnswer> {
    const current = await load();
    try {
      await drafts.keep(file, content, current.draftOf(file)?.base_version ?? current.oidAt(file));
      return { ok: true, status: 200, file };
    } catch (error) {
      return { ok: false, status: 0, error: (error as Error).message };
    }
  }
  return {
    base: adminBase,
    previewUrl: previewAddress(adminBase),
    images: images.files,
    listPages: async () => {
      const content = await load();
      // The page the person opens next is checked against all the others: their outlines are read meanwhile.
      inIdleTime(() => content.outlineAhead());
      return content.list();
    },
    openPage: async (path) => (await load()).openPage(path),
    openDataFile: async (name) => (await load()).openDataFile(name),
    readDataFilesNow: async () => (await load()).dataFiles,
    savePage: ({ path, page }) => keepNew(`pages/${fileOfRoute(path) ?? ''}`, page),
    saveDataFile: ({ name, data }) => keepNew(siteFormsOf(site).dataFiles.get(name)?.file ?? '', data),
    // A version restored is a draft begun now: on the file's version at the head, whatever draft it replaces.
    drafts: { ...drafts, restore: async (file, content) => drafts.keep(file, content, (await load()).oidAt(file)) },
  };
}
