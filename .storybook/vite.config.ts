import { defineConfig } from 'vite';
import { siteViteConfig } from '../engine/prerender/vite-config.ts';
import site from '../site.config.ts';

// Storybook's Vite config: the site's virtual modules, styles and fonts, without the dev server's parts (the page
// renderer, the local backend, the editor): Storybook serves its stories itself.
export default defineConfig(siteViteConfig(site));
