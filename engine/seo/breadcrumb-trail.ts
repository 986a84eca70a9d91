import type { Page } from '../schema/page.ts';
import type { BreadcrumbEntry } from './head-data.ts';

/** The home entry, then each parent's label, then the page's own: null when the page opts out. */
export function breadcrumbTrail(path: string, pages: ReadonlyArray<{ page: Pick<Page, 'path' | 'breadcrumb'> }>, homeLabel: string): BreadcrumbEntry[] | null {
  const byPath = new Map(pages.map(({ page }) => [page.path, page]));
  const own = byPath.get(path)?.breadcrumb;
  if (!own) return null;
  const trail: BreadcrumbEntry[] = [{ label: own.label, path }];
  const seen = new Set([path]);
  for (let parent = own.parent; parent !== undefined && !seen.has(parent);) {
    seen.add(parent);
    const crumb = byPath.get(parent)?.breadcrumb;
    if (!crumb) break;
    trail.unshift({ label: crumb.label, path: parent });
    parent = crumb.parent;
  }
  return [{ label: homeLabel, path: '/' }, ...trail];
}
