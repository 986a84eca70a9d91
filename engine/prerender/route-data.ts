import type { RouteData } from '../render/route-data.ts';
import { breadcrumbTrail } from '../seo/breadcrumb-trail.ts';
import { buildHead } from '../seo/build-head.ts';
import type { SiteDefinition } from '../site/definition.ts';
import type { PageEntry, SiteContent } from '../validation/load-content.ts';

export function toRouteData({ page }: PageEntry, content: SiteContent, definition: SiteDefinition, modified: string): RouteData {
  const breadcrumbs = breadcrumbTrail(page.path, content.pages, content.navigation.breadcrumb.homeLabel);
  return {
    path: page.path,
    head: buildHead(page, { site: content.site, organization: definition.organization, language: definition.locale.contentLanguage }, breadcrumbs, modified),
    breadcrumbs,
    blocks: page.blocks,
  };
}

/** The module name of a page: "index" for "/", the slug otherwise. */
export function pageModuleName(path: string): string {
  return path === '/' ? 'index' : path.slice(1);
}
