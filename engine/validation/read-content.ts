import type { z } from 'zod';
import { navigationSchemaOf, type Navigation } from '../schema/navigation.ts';
import { pageSchemaOf } from '../schema/page.ts';
import type { PageEntry } from './page-entry.ts';
import { siteSchemaOf, type Site } from '../schema/site.ts';
import { readDataFiles } from './data-files.ts';
import type { SiteDefinition } from '../site/definition.ts';
import { englishContentWords } from '../site/english-content-words.ts';
import { schemaContextOf, type ImageSource, type SchemaContext } from '../site/schema-context.ts';
import { checkLinks } from './check-links.ts';
import { parseContent } from './error-map.ts';
import { ContentError, type ContentIssue } from './issue.ts';
import { linkTargets, pageOutline, pageRuleIssues } from './page-rules.ts';
import type { ContentSource } from './content-source.ts';
import { readContentFile, type ContentDrafts } from './read-json.ts';

/** The content files of a site besides its pages and the data files its blocks show. */
export const siteFile = 'data/site.json';
export const navigationFile = 'data/navigation.json';

export type { PageEntry } from './page-entry.ts';

export interface SiteContent<S extends SiteDefinition = SiteDefinition> {
  site: Site;
  navigation: Navigation<S>;
  pages: PageEntry[];
  /** The sources of its images/ as read, used by a page or not (the editor's thumbnails are made of each). */
  images: ReadonlyMap<string, ImageSource>;
}

interface Parsed<T> {
  raw: unknown;
  data: T | undefined;
}

function parseFile<S extends z.ZodType>(
  source: ContentSource,
  file: string,
  schema: S,
  site: SchemaContext,
  issues: ContentIssue[],
  drafts?: ContentDrafts,
): Parsed<z.output<S>> {
  const read = readContentFile(source, file, drafts) ?? { ok: false, issue: { file, path: [], message: 'Missing file' } };
  if (!read.ok) {
    issues.push(read.issue);
    return { raw: undefined, data: undefined };
  }
  const parsed = parseContent(schema, read.value, file, site.words);
  issues.push(...parsed.issues);
  return { raw: read.value, data: parsed.data };
}

/** The route an invalid page still claims, so links to it don't add errors of their own. */
export function claimedPath(raw: unknown): string | undefined {
  const path = (raw as { path?: unknown } | null)?.path;
  return typeof path === 'string' ? path : undefined;
}

/** The page files: those of pages/ and its folders (a route's segments), and a drafted page that has no file yet. */
function pageFiles(source: ContentSource, drafts: ContentDrafts | undefined): string[] {
  const onDisk = source.jsonFiles('pages', true);
  const drafted = [...(drafts?.keys() ?? [])].filter((file) => file.startsWith('pages/') && file.endsWith('.json'));
  return [...new Set([...onDisk, ...drafted])].sort();
}

/** What a site's content files hold as far as they are valid: its settings, its navigation, the valid pages; and every problem found. */
export interface ContentAsRead<S extends SiteDefinition = SiteDefinition> {
  site: Site | undefined;
  navigation: Navigation<S> | undefined;
  pages: PageEntry[];
  images: ReadonlyMap<string, ImageSource>;
  issues: ContentIssue[];
}

/**
 * Reads, validates and cross-checks every content file of `source` for the site defined by `definition`, and says
 * what it found rather than throwing: the editor's preview shows a draft while another file is broken. Its schemas
 * are built for that site with its data files as read. `drafts` are checked in place of their files (the editor,
 * before it writes one); problems are worded in `words` (the build's English, unless an editor gives its site's).
 */
export function readContentFrom<S extends SiteDefinition>(
  source: ContentSource,
  definition: S,
  drafts?: ContentDrafts,
  words = englishContentWords,
): ContentAsRead<S> {
  const data = readDataFiles(source, definition, drafts);
  return parseSite(source, definition, schemaContextOf(definition, data, words), data.issues, drafts);
}

/** The content read, once every file is valid and cross-checked; else throws one ContentError listing every problem. */
export function validContent<S extends SiteDefinition>({ site, navigation, pages, images, issues }: ContentAsRead<S>): SiteContent<S> {
  if (issues.length > 0 || !site || !navigation) throw new ContentError(issues);
  return { site, navigation, pages, images };
}

function parseSite<S extends SiteDefinition>(
  source: ContentSource,
  definition: S,
  context: SchemaContext,
  dataIssues: readonly ContentIssue[],
  drafts?: ContentDrafts,
): ContentAsRead<S> {
  const issues: ContentIssue[] = [...dataIssues];
  const site = parseFile(source, siteFile, siteSchemaOf(context.words), context, issues, drafts).data;
  const navigation = parseFile(source, navigationFile, navigationSchemaOf(definition, context), context, issues, drafts).data;
  const pageSchema = pageSchemaOf(definition.blocks, context);
  const pages: PageEntry[] = [];
  const invalidPaths: string[] = [];
  for (const file of pageFiles(source, drafts)) {
    const { raw, data } = parseFile(source, file, pageSchema, context, issues, drafts);
    if (data) pages.push({ file, page: data });
    else if (claimedPath(raw)) invalidPaths.push(claimedPath(raw)!);
  }

  const outlines = pages.map(pageOutline);
  const unchecked = new Set(invalidPaths);
  issues.push(...pageRuleIssues(pages, outlines, unchecked, context.words));
  if (navigation) issues.push(...checkLinks(navigation, navigationFile, undefined, linkTargets(outlines, unchecked), context.words));
  // The navigation schema is the site's: what it produced has its footer texts' type.
  return { site, navigation: navigation as Navigation<S> | undefined, pages, images: context.dataFiles.images ?? new Map(), issues };
}
