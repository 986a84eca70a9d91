import type { Page } from '../schema/page.ts';
import type { ContentWords } from '../site/content-words.ts';
import { faqItemsOf } from '../seo/faq-items.ts';
import { declaredAnchors } from './anchors.ts';
import { checkLinks, type LinkTargets } from './check-links.ts';
import type { ContentIssue } from './issue.ts';
import type { PageEntry } from './page-entry.ts';

/** What the rules across pages read of a page: its file, its route, its breadcrumb and the anchors it declares. */
export interface PageOutline {
  file: string;
  path: string;
  breadcrumb: Page['breadcrumb'];
  anchors: string[];
}

export const pageOutline = ({ file, page }: PageEntry): PageOutline => ({
  file,
  path: page.path,
  breadcrumb: page.breadcrumb,
  anchors: [...declaredAnchors(page)],
});

/** The routes links may reach and their anchors; links to a route in `unchecked` (an invalid page) are not reported again. */
export const linkTargets = (outlines: readonly PageOutline[], unchecked: ReadonlySet<string>): LinkTargets => ({
  anchorsByRoute: new Map(outlines.map((outline) => [outline.path, new Set(outline.anchors)])),
  unchecked,
});

function routeIssues(
  { file, page: { path, breadcrumb } }: PageEntry,
  outlines: readonly PageOutline[],
  unchecked: ReadonlySet<string>,
  words: ContentWords,
): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const duplicate = outlines.find((other) => other.path === path && other.file !== file);
  if (duplicate) {
    issues.push({
      file,
      path: ['path'],
      message: words.sharedRoute(path, duplicate.file),
      finding: { rule: 'sharedRoute', route: path, otherFile: duplicate.file },
    });
  }
  const parent = breadcrumb?.parent;
  if (parent === undefined || unchecked.has(parent)) return issues;
  const parentOutline = outlines.find((other) => other.path === parent);
  const where = ['breadcrumb', 'parent'];
  if (!parentOutline) issues.push({ file, path: where, message: words.unknownParent(parent), finding: { rule: 'unknownParent', parent } });
  else if (!parentOutline.breadcrumb) {
    issues.push({
      file,
      path: where,
      message: words.parentWithoutLabel(parentOutline.file),
      finding: { rule: 'parentWithoutLabel', parent, parentFile: parentOutline.file },
    });
  }
  return issues;
}

function faqIssues({ file, page }: PageEntry, words: ContentWords): ContentIssue[] {
  const hasFaq = faqItemsOf(page.blocks).length > 0;
  const wantsFaq = page.seo.structuredData.includes('FAQPage');
  if (wantsFaq && !hasFaq) return [{ file, path: ['seo', 'structuredData'], message: words.faqPageWithoutFaq }];
  if (hasFaq && !wantsFaq) return [{ file, path: ['seo', 'structuredData'], message: words.faqWithoutFaqPage }];
  return [];
}

/**
 * The rules across pages for the parsed pages `checked`: unique routes, breadcrumb parents, FAQPage structured
 * data, internal links and anchors, against `outlines` (every page of the site, `checked` among them). Without the
 * file system: the build runs it on every page, the editor on its draft in the browser as the person types. Problems
 * are worded in `words`.
 */
export function pageRuleIssues(
  checked: readonly PageEntry[],
  outlines: readonly PageOutline[],
  unchecked: ReadonlySet<string>,
  words: ContentWords,
): ContentIssue[] {
  const targets = linkTargets(outlines, unchecked);
  return checked.flatMap((entry) => [
    ...routeIssues(entry, outlines, unchecked, words),
    ...faqIssues(entry, words),
    ...checkLinks(entry.page.blocks, entry.file, entry.page.path, targets, words, ['blocks']),
  ]);
}
