import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { clientEntry } from './engine/build/assets.ts';
import { servePagesPlugin } from './engine/build/vite-plugin-serve-pages.ts';
import { pagesPlugin } from './engine/build/vite-plugin-pages.ts';
import { localBackend } from './supabase/local/vite-plugin.ts';

export default defineConfig({
  // Pages are rendered by our own middleware (dev) or prerendered (build): no index.html.
  appType: 'custom',
  plugins: [react(), pagesPlugin(), localBackend(), servePagesPlugin()],
  build: {
    manifest: true,
    rollupOptions: { input: clientEntry },
  },
});
