import type { Page } from '../schema/page.ts';

/** A page file as the content loader read it. */
export interface PageEntry {
  /** Path relative to the project root, e.g. "pages/faq.json". */
  file: string;
  page: Page;
}
