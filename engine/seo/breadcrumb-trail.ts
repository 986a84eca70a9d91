import type { Page } from '../schema/page.ts';
import { routesAbove } from '../schema/route.ts';
import type { BreadcrumbEntry } from './head-data.ts';

type Crumbs = ReadonlyMap<string, Page['breadcrumb']>;

/** The parent a page's entry names, else the nearest page with a label above its route: "/ressources" for "/ressources/guide-okr". */
function parentOf(path: string, crumb: NonNullable<Page['breadcrumb']>, crumbs: Crumbs): string | undefined {
  return crumb.parent ?? routesAbove(path).find((route) => crumbs.get(route));
}

/** The home entry, then each parent's label, then the page's own: null when the page opts out. */
export function breadcrumbTrail(path: string, pages: ReadonlyArray<{ page: Pick<Page, 'path' | 'breadcrumb'> }>, homeLabel: string): BreadcrumbEntry[] | null {
  const crumbs: Crumbs = new Map(pages.map(({ page }) => [page.path, page.breadcrumb]));
  const own = crumbs.get(path);
  if (!own) return null;
  const trail: BreadcrumbEntry[] = [{ label: own.label, path }];
  const seen = new Set([path]);
  for (let parent = parentOf(path, own, crumbs); parent !== undefined && !seen.has(parent);) {
    seen.add(parent);
    const above = crumbs.get(parent);
    if (!above) break;
    trail.unshift({ label: above.label, path: parent });
    parent = parentOf(parent, above, crumbs);
  }
  return [{ label: homeLabel, path: '/' }, ...trail];
}
