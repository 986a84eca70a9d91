import type { Block } from '../schema/page.ts';
import type { BreadcrumbEntry, HeadData } from '../seo/head-data.ts';

/** A validated page as the browser receives it: links resolved, head and breadcrumbs computed. */
export interface RouteData {
  path: string;
  head: HeadData;
  breadcrumbs: BreadcrumbEntry[] | null;
  blocks: Block[];
}
