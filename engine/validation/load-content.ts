import type { SiteDefinition } from '../site/definition.ts';
import { englishContentWords } from '../site/english-content-words.ts';
import { diskSource } from './disk-source.ts';
import { readContentFrom, validContent, type ContentAsRead, type SiteContent } from './read-content.ts';
import type { ContentDrafts } from './read-json.ts';

export { navigationFile, siteFile, validContent, type ContentAsRead, type PageEntry, type SiteContent } from './read-content.ts';

/** `readContentFrom` the content root `root` on disk: the build, the dev server and the editor. */
export const readContent = <S extends SiteDefinition>(root: string, definition: S, drafts?: ContentDrafts, words = englishContentWords): ContentAsRead<S> =>
  readContentFrom(diskSource(root), definition, drafts, words);

/** The site's content, every file valid and cross-checked; else throws one ContentError listing every problem. */
export const loadContent = <S extends SiteDefinition>(root: string, definition: S, drafts?: ContentDrafts): SiteContent<S> =>
  validContent(readContent(root, definition, drafts));
