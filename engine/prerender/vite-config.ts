import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import type { PluginOption, UserConfig } from 'vite';
import type { SiteDefinition } from '../site/definition.ts';
import type { SiteContent } from '../validation/load-content.ts';
import { clientEntry, pageLoaderEntry } from './assets.ts';
import { chunkModulesPlugin } from './vite-plugin-chunk-modules.ts';
import { compiledStylesPlugin } from './vite-plugin-compiled-styles.ts';
import { fontSubsetOf, fontSubsetsPlugin } from './vite-plugin-font-subsets.ts';
import { pandaPostcss } from './panda-postcss.ts';
import { servePagesPlugin } from './vite-plugin-serve-pages.ts';
import { serveImagesPlugin } from './vite-plugin-serve-images.ts';
import { pagesPlugin } from './vite-plugin-pages.ts';

interface SiteViteOptions {
  /** The site's content root (pages/, data/), when it is not Vite's root (`npm run build -- <root>`). */
  contentRoot?: string;
  /**
   * What the dev server mounts before the site's pages (vite.config.ts: the local backend, the editor). Without it (the
   * build, Storybook's config) the config serves no page: Storybook serves its stories itself.
   */
  devServer?: PluginOption[];
  /** The content, validated already (a build's): the pages plugin serves it instead of reading it again. */
  content?: SiteContent;
  /**
   * Whether this config bundles the pages (default) and so writes which modules each chunk holds; the hosted editor's
   * build, into the same dist/, leaves that map to the pages'.
   */
  pages?: boolean;
}

/** Vite's configuration for a site on this engine: vite.config.ts for this repository's, engine/prerender/build.ts for any. */
export function siteViteConfig(site: SiteDefinition, { contentRoot, devServer, content, pages = true }: SiteViteOptions = {}) {
  return {
    // Pages are rendered by our own middleware (dev) or prerendered (build): no index.html.
    appType: 'custom',
    optimizeDeps: {
      // With no index.html, the dev server found the pages' dependencies only as a browser asked for them, and reloaded
      // the page each time it had bundled a new one.
      entries: [clientEntry, pageLoaderEntry],
      // Imported on demand (the toaster with the first notice, the backend's client with the first call): found late by
      // the dev server, each made it bundle every dependency again; the toaster made it reload a Storybook story mid-test.
      include: ['@ark-ui/react/toast', '@supabase/supabase-js'],
    },
    // The islands' styles (engine/theme/islands.css) by the site's panda.config.ts: its root's.
    css: { postcss: { plugins: [pandaPostcss({ configPath: contentRoot && join(contentRoot, 'panda.config.ts') })] } },
    plugins: [
      compiledStylesPlugin(),
      // The site's self-hosted fonts, cut down to the characters of its language.
      ...(site.theme.fonts ? [fontSubsetsPlugin(fontSubsetOf(site.theme.fonts))] : []),
      react(),
      pagesPlugin(site, contentRoot, content),
      ...(devServer ? [...devServer, serveImagesPlugin(contentRoot), servePagesPlugin()] : []),
      ...(pages ? [chunkModulesPlugin()] : []),
    ],
    build: {
      manifest: true,
      // The page's loader preloads every island's code itself (engine/prerender/assets.ts): Vite's own preloading of a
      // dynamic import's chunks would only add its helper to every page.
      modulePreload: false,
      rollupOptions: {
        input: [clientEntry, pageLoaderEntry],
        // Panda's generated styled-system/ has no side effects, but its modules call its helpers at their top level: said so, an
        // island ships only the patterns and recipes it imports (the whole of it was 11 KB gzip on every page).
        treeshake: {
          moduleSideEffects: (id) => !/[\\/]styled-system[\\/]/.test(id),
        },
        // React in one chunk, loaded by every page with islands; Ark UI and its state machines (the toaster's) in one. The
        // rest is split by who imports it, so that a page downloads only what its islands need.
        output: {
          // V8 compiles a script's functions lazily, on their first call: the first click on an island then waited for
          // React's event and update code to compile on the main thread (7-23 ms of its answer at 4x CPU). This hint has
          // Chromium compile the react chunk eagerly, off the main thread, while it downloads (comparison quiz at 4x CPU,
          // 5 runs: 54-80 -> 30-54 ms; the evaluation task after load unchanged at 52-65 ms).
          postBanner: (chunk) => (chunk.name === 'react' ? '//# allFunctionsCalledOnLoad' : ''),
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 4 },
              { name: 'ark', test: /node_modules[\\/](@ark-ui|@zag-js|@floating-ui|@internationalized|proxy-compare|proxy-memoize)[\\/]/, priority: 3 },
            ],
          },
        },
      },
    },
  } satisfies UserConfig;
}
