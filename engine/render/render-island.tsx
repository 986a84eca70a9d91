import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { IslandRenderOptions } from './island.tsx';

/**
 * The prerenderer's way of rendering an island (engine/render/island.tsx): a root of its own, with no provider
 * around it, as the browser hydrates it. An island that reaches for Chakra's context fails here, at build.
 */
export function renderIsland(island: ReactNode, { identifierPrefix }: IslandRenderOptions): string {
  return renderToString(island, { identifierPrefix });
}
