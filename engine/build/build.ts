import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Manifest } from 'vite';
import { blockRegistry } from '../../blocks/registry.ts';
import { loadContent } from '../validation/load-content.ts';
import { ContentError } from '../validation/issue.ts';
import { routeAssetTags } from './assets.ts';
import { notFoundFile, routeHtmlFile } from './route-files.ts';
import { pageModuleName } from './route-data.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

/** The engine's own folder: Vite's root, where the code, the blocks and node_modules are. */
const engineRoot = resolve(import.meta.dirname, '../..');

interface ServerEntry {
  render(url: string, headExtra?: string): Promise<{ status: number; html: string }>;
}

function write(file: string, contents: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, contents);
}

/**
 * Builds the site whose content (pages/, data/, public/) is in `siteRoot` into `<siteRoot>/dist/`, with this
 * engine and its blocks: this repository's own site by default, or another one (`npm run build -- <root>`).
 */
async function buildSite(siteRoot: string) {
  // Vite passes an inherited NODE_ENV on (vitest sets "test"): the site always ships React's production build.
  process.env.NODE_ENV = 'production';
  // vite.config.ts is Vite's to load, so the content root reaches its pages plugin through the environment.
  process.env.SITE_ROOT = siteRoot;
  const dist = join(siteRoot, 'dist');
  // The server bundle imports packages by name: it runs from the engine's folder, where node_modules is.
  const ssrOut = siteRoot === engineRoot ? join(engineRoot, 'dist-ssr') : join(engineRoot, 'node_modules/.cache/site-ssr', basename(siteRoot));
  // Validate first: a content error should read as one clear list, not a bundler stack trace.
  const content = loadContent(siteRoot);
  const publicDir = join(siteRoot, 'public');
  await build({ root: engineRoot, logLevel: 'warn', publicDir, build: { outDir: dist, emptyOutDir: true } });
  await build({ root: engineRoot, logLevel: 'warn', publicDir, build: { ssr: 'engine/app/entry-server.tsx', outDir: ssrOut, emptyOutDir: true } });

  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const server = (await import(pathToFileURL(join(ssrOut, 'entry-server.js')).href)) as ServerEntry;
  for (const { page } of content.pages) {
    const islands = page.blocks.flatMap(({ type }) => (blockRegistry[type].behaviour === 'interactive' ? [`blocks/${blockRegistry[type].component}`] : []));
    const { html } = await server.render(page.path, routeAssetTags(manifest, pageModuleName(page.path), [...new Set(islands)]));
    write(join(dist, routeHtmlFile(page.path)), html);
  }
  const notFound = await server.render('/404', routeAssetTags(manifest, '', []));
  write(join(dist, notFoundFile), notFound.html);

  const today = new Date().toISOString().slice(0, 10);
  const paths = content.pages.map(({ page }) => page.path);
  write(join(dist, 'sitemap.xml'), sitemapXml(content.site.baseUrl, paths, today));
  write(join(dist, 'robots.txt'), robotsTxt(content.site.baseUrl));
  rmSync(ssrOut, { recursive: true, force: true });
  console.log(`Prerendered ${paths.length} routes and ${notFoundFile} into dist/`);
}

buildSite(resolve(process.argv[2] ?? engineRoot)).catch((error: unknown) => {
  console.error(error instanceof ContentError ? error.message : error);
  process.exit(1);
});
