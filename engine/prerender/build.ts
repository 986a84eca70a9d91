import { resolve } from 'node:path';
import { loadSiteDefinition } from '../site/load-definition.ts';
import { ContentError } from '../validation/issue.ts';
import { loadContent } from '../validation/load-content.ts';

// `npm run build [-- <root>]`: builds the site defined in <root> (its site.config.ts, pages/, data/, public/) into
// <root>/dist/ with this engine: this repository's own site by default, or another one. Its content is read and checked
// first, with only what that needs loaded: an error names its file and field within seconds, not after the bundler,
// Panda and the image encoder have started (engine/prerender/prerender-site.ts, imported once the content is valid).

const engineRoot = resolve(import.meta.dirname, '../..');

async function buildSite(siteRoot: string) {
  // Vite passes an inherited NODE_ENV on (vitest sets "test"): the site always ships React's production build.
  process.env.NODE_ENV = 'production';
  const site = await loadSiteDefinition(siteRoot);
  // Read once, for both bundles.
  const content = loadContent(siteRoot, site);
  const { prerenderSite } = await import('./prerender-site.ts');
  await prerenderSite(site, siteRoot, content);
}

buildSite(resolve(process.argv[2] ?? engineRoot)).catch((error: unknown) => {
  console.error(error instanceof ContentError ? error.message : error);
  process.exit(1);
});
