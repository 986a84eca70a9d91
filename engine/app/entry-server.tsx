import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { IslandRenderer } from '../render/island.tsx';
import { islandRenderer } from '../render/render-island.tsx';
import { createBrandSystem } from '../theme/system.ts';
import { App } from './App.tsx';
import { createEmotionCache } from './emotion-cache.ts';
import { prerenderedStyleTags } from './prerendered-styles.ts';
import { loadRoute } from './load-route.ts';

export interface RenderedPage {
  status: 200 | 404;
  /** The complete document; `headExtra` is placed just before </head>. */
  html: string;
}

/** Renders one URL to a complete HTML document with its critical CSS inlined in <head>. */
export async function render(url: string, headExtra = ''): Promise<RenderedPage> {
  const route = await loadRoute(new URL(url, 'http://localhost').pathname);
  const cache = createEmotionCache();
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const system = createBrandSystem();
  // An island is rendered as a root of its own (engine/render/island.tsx); one drawn with Chakra components gets
  // the page's system and cache, so that its styles are in the page's critical CSS.
  const renderIsland = islandRenderer((island: ReactNode) => (
    <CacheProvider value={cache}>
      <ChakraProvider value={system}>{island}</ChakraProvider>
    </CacheProvider>
  ));
  const markup = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <IslandRenderer value={renderIsland}>
          <StaticRouter location={url}>
            <App system={system} />
          </StaticRouter>
        </IslandRenderer>
      </CacheProvider>
    </StrictMode>,
  );
  const styles = prerenderedStyleTags(extractCriticalToChunks(markup).styles);
  const html = `<!DOCTYPE html>${markup.replace('</head>', `${styles}${headExtra}</head>`)}`;
  return { status: route.data ? 200 : 404, html };
}
