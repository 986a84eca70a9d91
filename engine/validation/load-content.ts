import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { navigationSchema, type Navigation } from '../schema/navigation.ts';
import { pageSchema, type Page } from '../schema/page.ts';
import { siteSchema, type Site } from '../schema/site.ts';
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

export interface SiteContent {
  site: Site;
  navigation: Navigation;
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

/** Reads, validates and cross-checks every content file; throws one ContentError listing every problem. */
export function loadContent(root: string): SiteContent {
  const issues: ContentIssue[] = [];
  const site = parseFile(root, 'data/site.json', siteSchema, issues).data;
  const navigation = parseFile(root, 'data/navigation.json', navigationSchema, issues).data;
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
  return { site, navigation, pages };
}
