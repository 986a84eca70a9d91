import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { clientEntry } from './engine/build/assets.ts';
import { chunkModulesPlugin } from './engine/build/vite-plugin-chunk-modules.ts';
import { lazyChakraGlobalsPlugin } from './engine/build/lazy-chakra-globals.ts';
import { servePagesPlugin } from './engine/build/vite-plugin-serve-pages.ts';
import { pagesPlugin } from './engine/build/vite-plugin-pages.ts';
import { editorPlugin } from './engine/editor/vite-plugin-editor.ts';
import { localBackend } from './supabase/local/vite-plugin.ts';

export default defineConfig({
  // Pages are rendered by our own middleware (dev) or prerendered (build): no index.html.
  appType: 'custom',
  plugins: [react(), lazyChakraGlobalsPlugin(), pagesPlugin(), localBackend(), editorPlugin(), servePagesPlugin(), chunkModulesPlugin()],
  build: {
    manifest: true,
    rollupOptions: {
      input: clientEntry,
      // Chakra's theme module builds its full default config at load (every recipe, ~100 KB) even when
      // only a few recipes are imported: these calls have no side effect, so unused results can go.
      treeshake: { manualPureFunctions: ['defineConfig', 'defineRecipe', 'defineSlotRecipe', 'createSystem', 'mergeConfigs'] },
      // Few, larger chunks: every island's code now loads with the page, and each request costs the
      // browser's main thread and the network a round trip (52 requests on /faq → 9).
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/, priority: 3 },
            { name: 'shared', minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
});
