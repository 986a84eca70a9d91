import type { z } from 'zod';
import type { ContentWords } from './content-words.ts';
import type { SiteDefinition } from './definition.ts';

/** A source file of a site's `images/` as read: its pixels and the hash of its bytes. */
export interface ImageSource {
  width: number;
  height: number;
  hash: string;
}

/** A site's data files as read: what its schemas see of them. */
export interface DataFiles {
  /** The content of each data file that is JSON, by path from the content root ("data/services.json"). */
  files: ReadonlyMap<string, unknown>;
  /** Those that are there but are not JSON: a block naming one says so, not that the file is missing. */
  unreadable?: readonly string[];
  /** The image sources of its `images/` folder, by path from the content root ("images/workshop.png"). */
  images?: ReadonlyMap<string, ImageSource>;
}

/**
 * What the content's schemas are built from, as Astro's collections are (`schema: ({ image }) => …`): what they
 * accept and resolve depends on the site whose content they check (its named links and forms, the content of its
 * data files), and their messages on who reads them (the build's English, an editor's `locale.content`). Whoever
 * checks content builds them for it: the content loader, the editor, the schema writer, a story, a test.
 */
export interface SchemaContext {
  /** Named external links a link field may hold instead of a route, with their URLs (the definition's `links`). */
  links: Readonly<Record<string, string>>;
  /** Embedded forms by name, with their ids (the definition's `forms`). */
  forms: Readonly<Record<string, string>>;
  dataFiles: DataFiles;
  words: ContentWords;
  /** Addresses the site serves something else under (its deployed editor's, "/admin/"): no page may take one. */
  reservedPaths: readonly string[];
}

/** A content file's or a block's schema, built for the site it checks. */
export type SchemaOf<S extends z.ZodType = z.ZodType> = (site: SchemaContext) => S;

/** The context of `definition`'s content with `dataFiles` as read, in `words`. */
export const schemaContextOf = (
  { links, forms, editor }: Pick<SiteDefinition, 'links' | 'forms'> & Partial<Pick<SiteDefinition, 'editor'>>,
  dataFiles: DataFiles,
  words: ContentWords,
): SchemaContext => ({
  links,
  forms,
  dataFiles,
  words,
  reservedPaths: editor?.hosted ? [editor.hosted.path] : [],
});
