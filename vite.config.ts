import { defineConfig } from 'vite';
import { siteViteConfig } from './engine/build/vite-config.ts';
import site from './site.config.ts';
import { localBackend } from './supabase/local/vite-plugin.ts';

export default defineConfig(siteViteConfig(site, { backend: [localBackend()] }));
