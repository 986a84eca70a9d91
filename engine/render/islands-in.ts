// Read from a page's HTML at build time (no React here: the build loads this before it chooses React's production build).

export interface IslandMark {
  /** Its component's source module, e.g. "blocks/faq-explorer/FaqExplorerIsland.tsx". */
  module: string;
  chakra: boolean;
}

/** The islands of a rendered page, once each, in the order they first appear: what the page must load. */
export function islandsIn(html: string): IslandMark[] {
  const found = new Map<string, IslandMark>();
  for (const [, module, chakra] of html.matchAll(/<div data-island="([^"]+)"( data-island-chakra="")?/g)) {
    if (!found.has(module!)) found.set(module!, { module: module!, chakra: chakra !== undefined });
  }
  return [...found.values()];
}
