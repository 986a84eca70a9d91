import { defineConfig } from 'vite';
import { editorPlugin } from './editor/vite-plugin-editor.ts';
import { siteViteConfig } from './engine/prerender/vite-config.ts';
import site from './site.config.ts';
import { localBackend } from './supabase/local/vite-plugin.ts';

// The dev server: the site's pages, its local backend and the visual editor at /_editor/.
export default defineConfig(siteViteConfig(site, { devServer: [localBackend(), editorPlugin(site)] }));
