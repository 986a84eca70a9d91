// Read from a page's HTML at build time (no React here: the build loads this before it chooses React's production build).
import { elementsIn } from './html-elements.ts';

/**
 * The islands of a rendered page, once each, in the order they first appear: the source modules of their
 * components (e.g. "blocks/faq-explorer/FaqExplorerIsland.tsx"), what the page must load.
 */
export function islandsIn(html: string): string[] {
  return [...new Set(elementsIn(html, 'div').flatMap(({ attributes }) => attributes.get('data-island') ?? []))];
}
