import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { IslandRenderOptions } from './island.tsx';

/**
 * The prerenderer's way of rendering an island (engine/render/island.tsx): a root of its own, an island drawn with
 * Chakra components inside `withChakra` (the page's system and emotion cache, so that its styles are in the page).
 */
export function islandRenderer(withChakra: (island: ReactNode) => ReactNode) {
  return (island: ReactNode, { chakra, identifierPrefix }: IslandRenderOptions) => renderToString(chakra ? withChakra(island) : island, { identifierPrefix });
}
