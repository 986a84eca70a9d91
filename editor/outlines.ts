import { declaredAnchors } from '../engine/validation/anchors.ts';
import type { Page } from '../engine/schema/page.ts';
import type { SiteDefinition } from '../engine/site/definition.ts';
import type { DataFiles } from '../engine/site/schema-context.ts';
import { pageOutline, type PageOutline } from '../engine/validation/page-rules.ts';
import { siteSchemasOf } from './site-schemas.ts';

/**
 * The outline of each page (route, anchors, breadcrumb) the link fields and the checks read, from its JSON as
 * written. Anchors are read from the parsed page (blocks mark their anchor targets as they parse); an invalid page
 * still offers its blocks' ids. Pure: the dev server (server.ts) and the hosted editor (client/hosted/) share it.
 */
export function pageOutlines(site: SiteDefinition, dataFiles: DataFiles, pages: ReadonlyArray<PageFile>): PageOutline[] {
  return pages.map((page) => outlineOf(site, dataFiles, page));
}

/** A page file as written: its name under pages/ and its JSON. */
export interface PageFile {
  file: string;
  raw: Record<string, unknown>;
}

/** One page's outline (pageOutlines, a page at a time). */
export function outlineOf(site: SiteDefinition, dataFiles: DataFiles, { file, raw }: PageFile): PageOutline {
  const parsed = siteSchemasOf(site, dataFiles).page.safeParse(raw);
  if (parsed.success) return pageOutline({ file: `pages/${file}`, page: parsed.data });
  return {
    file: `pages/${file}`,
    path: String(raw.path),
    anchors: [...declaredAnchors({ blocks: Array.isArray(raw.blocks) ? (raw.blocks as Page['blocks']) : [] })],
    breadcrumb: (raw.breadcrumb ?? null) as Page['breadcrumb'],
  };
}
