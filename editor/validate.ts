import type { Page } from '../engine/schema/page.ts';
import { routePattern } from '../engine/schema/route.ts';
import { parseContent } from '../engine/validation/error-map.ts';
import type { ContentIssue } from '../engine/validation/issue.ts';
import { pageOutline, pageRuleIssues, type PageOutline } from '../engine/validation/page-rules.ts';
import type { SiteSchemas } from './site-schemas.ts';

export interface PageCheck {
  page: Page | undefined;
  issues: ContentIssue[];
}

/**
 * The build's checks on a draft page's own fields (its schema, then the build's rules across pages against the
 * outlines of the others), as the person types, with the site's `schemas`, in its words (its `locale.content`). The
 * write endpoint runs the build's loader itself, which also sees what the draft breaks in other files (editor/check-drafts.ts).
 */
export function checkPage({ page: schema, words }: SiteSchemas, raw: unknown, file: string, others: readonly PageOutline[]): PageCheck {
  const { data: page, issues } = parseContent(schema, raw, file, words);
  if (!page) return { page, issues };
  const entry = { file, page };
  const outlines = [pageOutline(entry), ...others.filter((other) => other.file !== file)];
  return { page, issues: pageRuleIssues([entry], outlines, new Set(), words) };
}

/** "blocks.2.title" from ['blocks', 2, 'title']: the key the form looks errors up by. */
export const pathKey = (path: ReadonlyArray<PropertyKey>): string => path.map(String).join('.');

/** The file of a route in pages/: "index.json" for "/", its segments otherwise ("ressources/guide-okr.json"). */
export function fileOfRoute(path: string): string | undefined {
  if (!routePattern.test(path)) return undefined;
  return `${path === '/' ? 'index' : path.slice(1)}.json`;
}
