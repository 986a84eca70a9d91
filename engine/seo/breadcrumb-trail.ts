import type { Page } from '../schema/page.ts';
import { routesAbove } from '../schema/route.ts';
import type { BreadcrumbEntry } from './head-data.ts';

/** The home entry, then each parent's label, then the page's own: null when the page opts out. */
export function breadcrumbTrail(path: string, pages: ReadonlyArray<{ page: Pick<Page, 'path' | 'breadcrumb'> }>, homeLabel: string): BreadcrumbEntry[] | null {
  const crumbs = new Map(pages.map(({ page }) => [page.path, page.breadcrumb]));
  // The parent a page names, else the nearest page with a label above its route: "/ressources" for "/ressources/guide-okr".
  const parentOf = (route: string) => crumbs.get(route)?.parent ?? routesAbove(route).find((above) => crumbs.get(above));
  const own = crumbs.get(path);
  if (!own) return null;
  const trail: BreadcrumbEntry[] = [{ label: own.label, path }];
  // A parent already in the trail ends it: parents that name each other make no endless trail.
  for (let parent = parentOf(path); parent !== undefined && !trail.some((entry) => entry.path === parent); parent = parentOf(parent)) {
    const crumb = crumbs.get(parent);
    if (!crumb) break;
    trail.unshift({ label: crumb.label, path: parent });
  }
  return [{ label: homeLabel, path: '/' }, ...trail];
}
