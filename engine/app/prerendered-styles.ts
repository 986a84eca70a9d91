import type { EmotionCache } from '@emotion/cache';

/** The attribute that names a prerendered style tag's emotion key and the styles it holds. */
export const prerenderedStylesAttribute = 'data-prerendered-css';

/** A style chunk as emotion's server extracts it from a rendered page. */
export interface StyleChunk {
  key: string;
  ids: string[];
  css: string;
}

/**
 * The style tags of a prerendered page. Under emotion's own attribute the browser's emotion moves every
 * tag at start-up, again when it creates its cache and again as Chakra's global styles hydrate; each move
 * makes the browser restyle and lay out the whole page, a long task each on a phone. Under their own
 * attribute the tags stay where they are and the browser cache is told which styles they hold.
 */
export function prerenderedStyleTags(chunks: readonly StyleChunk[]): string {
  return chunks.map(({ key, ids, css }) => `<style ${prerenderedStylesAttribute}="${[key, ...ids].join(' ')}">${css}</style>`).join('');
}

/** Marks the styles of the page's prerendered tags as inserted in `cache`, so that emotion never writes them twice. */
export function adoptPrerenderedStyles(cache: EmotionCache, root: ParentNode): void {
  for (const tag of root.querySelectorAll(`style[${prerenderedStylesAttribute}]`)) {
    const [key, ...names] = (tag.getAttribute(prerenderedStylesAttribute) ?? '').split(' ');
    if (key === cache.key) for (const name of names) cache.inserted[name] = true;
  }
}
