import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { navigationSchemaOf, type Navigation } from '../schema/navigation.ts';
import { pageSchemaOf, type Page } from '../schema/page.ts';
import { siteSchema, type Site } from '../schema/site.ts';
import { readDataFiles } from '../site/data-files.ts';
import type { SiteDefinition } from '../site/definition.ts';
import { setSiteInUse } from '../site/site-in-use.ts';
import { declaredAnchors } from './anchors.ts';
import { checkLinks } from './check-links.ts';
import { contentErrorMap } from './error-map.ts';
import { ContentError, type ContentIssue } from './issue.ts';
import { pageRuleIssues } from './page-rules.ts';
import { readJson } from './read-json.ts';

export interface PageEntry {
  /** Path relative to the project root, e.g. "pages/faq.json". */
  file: string;
  page: Page;
}

export interface SiteContent<S extends SiteDefinition = SiteDefinition> {
  site: Site;
  navigation: Navigation<S>;
  pages: PageEntry[];
}

interface Parsed<T> {
  raw: unknown;
  data: T | undefined;
}

function parseFile<S extends z.ZodType>(root: string, file: string, schema: S, issues: ContentIssue[]): Parsed<z.output<S>> {
  const read = readJson(join(root, file), file);
  if (!read.ok) {
    issues.push(read.issue);
    return { raw: undefined, data: undefined };
  }
  const result = schema.safeParse(read.value, { error: contentErrorMap });
  if (!result.success) issues.push(...result.error.issues.map((issue) => ({ file, path: issue.path, message: issue.message })));
  return { raw: read.value, data: result.success ? result.data : undefined };
}

/** The route an invalid page still claims, so links to it don't add errors of their own. */
function claimedPath(raw: unknown): string | undefined {
  const path = (raw as { path?: unknown } | null)?.path;
  return typeof path === 'string' ? path : undefined;
}

/**
 * Reads, validates and cross-checks every content file of the site defined by `definition` in `root`; throws one
 * ContentError listing every problem. The site and its data files are the ones in use from then on.
 */
export function loadContent<S extends SiteDefinition>(root: string, definition: S): SiteContent<S> {
  const data = readDataFiles(root, definition);
  const issues: ContentIssue[] = [...data.issues];
  setSiteInUse(definition, data.files);
  const site = parseFile(root, 'data/site.json', siteSchema, issues).data;
  const navigation = parseFile(root, 'data/navigation.json', navigationSchemaOf(definition), issues).data;
  const pageSchema = pageSchemaOf(definition.blocks);
  const files = readdirSync(join(root, 'pages'))
    .filter((name) => name.endsWith('.json'))
    .sort();
  const pages: PageEntry[] = [];
  const invalidPaths: string[] = [];
  for (const name of files) {
    const file = `pages/${name}`;
    const { raw, data } = parseFile(root, file, pageSchema, issues);
    if (data) pages.push({ file, page: data });
    else if (claimedPath(raw)) invalidPaths.push(claimedPath(raw)!);
  }

  const anchorsByRoute = new Map(pages.map(({ page }) => [page.path, declaredAnchors(page)]));
  const targets = { anchorsByRoute, unchecked: new Set(invalidPaths) };
  issues.push(...pageRuleIssues(pages, targets.unchecked));
  for (const { file, page } of pages) issues.push(...checkLinks(page.blocks, file, page.path, targets, ['blocks']));
  if (navigation) issues.push(...checkLinks(navigation, 'data/navigation.json', undefined, targets));

  if (issues.length > 0 || !site || !navigation) throw new ContentError(issues);
  // The navigation schema is the site's: what it produced has its footer texts' type.
  return { site, navigation: navigation as Navigation<S>, pages };
}
