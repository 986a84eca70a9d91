import type { Page } from '../schema/page.ts';
import { declaredAnchors } from '../validation/anchors.ts';
import { checkLinks } from '../validation/check-links.ts';
import { contentErrorMap } from '../validation/error-map.ts';
import type { ContentIssue } from '../validation/issue.ts';
import type { PageEntry } from '../validation/load-content.ts';
import { pageRuleIssues } from '../validation/page-rules.ts';
import { siteSchemas } from './site-schemas.ts';

/** What the editor knows of the other pages: their route, anchors and breadcrumb, from the server. */
export interface OtherPage {
  file: string;
  path: string;
  anchors: string[];
  breadcrumb: Page['breadcrumb'];
}

export interface PageCheck {
  page: Page | undefined;
  issues: ContentIssue[];
}

/**
 * Checks a draft page as the build does (engine/validation/load-content.ts): its schema, then the rules
 * across pages and its links and anchors against the other pages. Pure: the editor runs it as the person
 * types and the write endpoint runs it again before writing.
 */
export function checkPage(raw: unknown, file: string, others: readonly OtherPage[]): PageCheck {
  const result = siteSchemas().page.safeParse(raw, { error: contentErrorMap });
  if (!result.success) {
    return { page: undefined, issues: result.error.issues.map((issue) => ({ file, path: issue.path, message: issue.message })) };
  }
  const page = result.data;
  const rest = others.filter((other) => other.file !== file);
  // The rules only read route, breadcrumb and blocks; the other pages' blocks do not matter here.
  const entries: PageEntry[] = [
    { file, page },
    ...rest.map((other) => ({
      file: other.file,
      page: { path: other.path, breadcrumb: other.breadcrumb, blocks: [], seo: { title: '', description: '', structuredData: [] } } as unknown as Page,
    })),
  ];
  const issues = pageRuleIssues(entries, new Set()).filter((issue) => issue.file === file);
  const anchorsByRoute = new Map<string, ReadonlySet<string>>(rest.map((other) => [other.path, new Set(other.anchors)]));
  anchorsByRoute.set(page.path, declaredAnchors(page));
  issues.push(...checkLinks(page.blocks, file, page.path, { anchorsByRoute }, ['blocks']));
  return { page, issues };
}

/** "blocks.2.title" from ['blocks', 2, 'title']: the key the form looks errors up by. */
export const pathKey = (path: ReadonlyArray<PropertyKey>): string => path.map(String).join('.');

/** The file of a route: "index.json" for "/", the slug otherwise. */
export function fileOfRoute(path: string): string | undefined {
  if (!/^\/([a-z0-9]+(-[a-z0-9]+)*)?$/.test(path)) return undefined;
  return `${path === '/' ? 'index' : path.slice(1)}.json`;
}
