import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { blockIslands, shellIslands } from 'virtual:island-components';
import { theme } from 'virtual:site-theme';
import { IslandRenderer, type IslandRendering } from '../render/island.tsx';
import { renderIsland } from '../render/render-island.tsx';
import { appendToHead } from '../render/html-elements.ts';
import { compilePageCss } from '../render/page-css.ts';
import { createBrandSystem } from '../theme/create-brand-system.ts';
import { Document } from './Document.tsx';
import { loadRoute } from '../render/load-route.ts';

/** How the page's islands render: those of the shell and of the page's block types, imported with them. */
async function islandRenderingOf(blockTypes: string[]): Promise<IslandRendering> {
  const loaded = await Promise.all([shellIslands(), ...blockTypes.map((type) => blockIslands[type]?.() ?? [])]);
  const islandComponents = new Map(loaded.flat());
  return { render: renderIsland, moduleOf: (component) => islandComponents.get(component) };
}

export interface RenderedPage {
  status: 200 | 404;
  /** The complete document; `headExtra` is placed at the end of its head. */
  html: string;
}

/** Renders one URL to a complete HTML document with its critical CSS inlined in <head>. */
export async function render(url: string, headExtra = ''): Promise<RenderedPage> {
  const route = await loadRoute(new URL(url, 'http://localhost').pathname);
  const islandRendering = await islandRenderingOf(Object.keys(route.components));
  // Emotion runs at build time only: the page's styles are written into its head, and no script reads them.
  // No stylis plugin: Lightning CSS prefixes the page's CSS for today's browsers (compilePageCss).
  const cache = createCache({ key: 'css', stylisPlugins: [] });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const system = createBrandSystem(theme);
  const markup = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <IslandRenderer value={islandRendering}>
          <StaticRouter location={url}>
            <Document route={route} system={system} />
          </StaticRouter>
        </IslandRenderer>
      </CacheProvider>
    </StrictMode>,
  );
  const chunks = extractCriticalToChunks(markup);
  const styles = constructStyleTagsFromChunks({ ...chunks, styles: chunks.styles.map((chunk) => ({ ...chunk, css: compilePageCss(chunk.css) })) });
  const html = `<!DOCTYPE html>${appendToHead(markup, `${styles}${headExtra}`)}`;
  return { status: route.data ? 200 : 404, html };
}
