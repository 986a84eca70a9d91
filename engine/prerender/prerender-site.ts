import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, mergeConfig, type InlineConfig, type Manifest } from 'vite';
import type { SiteDefinition } from '../site/definition.ts';
import type { SiteContent } from '../validation/load-content.ts';
import { appendToHead } from '../render/html-elements.ts';
import { islandsIn } from '../render/islands-in.ts';
import { pageLoaderEntry, routeAssetTags, routeStyleSources, webFontsOf } from './assets.ts';
import { backendOrigin, writeHostingFiles } from './hosting-files-step.ts';
import { buildHostedEditor } from './hosted-editor-step.ts';
import { renditionsCache, renditionsIn, thumbnailsOf, writeRenditions } from './images-step.ts';
import { precompress } from './precompress.ts';
import { classesNamedIn, classesOnPage, rulesForPage } from './rules-for-page.ts';
import { withoutUnreadVariablesIn } from './unread-variables.ts';
import { notFoundFile, routeHtmlFile } from '../server/route-files.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';
import { siteViteConfig } from './vite-config.ts';

/** The engine's own folder: Vite's root, where the code, the blocks and node_modules are. */
const engineRoot = resolve(import.meta.dirname, '../..');

interface ServerEntry {
  render(url: string): Promise<{ status: number; html: string }>;
}

function write(file: string, contents: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, contents);
}

/**
 * Builds the site `site` defined in `siteRoot` (its site.config.ts, pages/, data/, public/), whose content `content`
 * was read and checked (engine/prerender/build.ts), into `<siteRoot>/dist/`: both bundles, every page prerendered,
 * the images, the hosted editor when the site has one, the hosting files, each text file compressed.
 */
export async function prerenderSite(site: SiteDefinition, siteRoot: string, content: SiteContent): Promise<void> {
  // Vite's root is the engine's, where the code and node_modules are; the site's definition and content root are given to its plugins.
  const viteConfig = (overrides: InlineConfig, pages = true): InlineConfig =>
    mergeConfig({ ...siteViteConfig(site, { contentRoot: siteRoot, content, pages }), configFile: false, root: engineRoot, logLevel: 'warn' }, overrides);
  const dist = join(siteRoot, 'dist');
  // The server bundle imports packages by name: it runs from the engine's folder, where node_modules is.
  const ssrOut = siteRoot === engineRoot ? join(engineRoot, 'dist-ssr') : join(engineRoot, 'node_modules/.cache/site-ssr', basename(siteRoot));
  const publicDir = join(siteRoot, 'public');
  await build(viteConfig({ publicDir, build: { outDir: dist, emptyOutDir: true } }));
  await build(viteConfig({ publicDir, build: { ssr: 'engine/app/entry-server.tsx', outDir: ssrOut, emptyOutDir: true, ssrEmitAssets: true } }));
  // Files only the server's render names (the fonts the document preloads): the browser's bundle never imports them.
  const ssrAssets = join(ssrOut, 'assets');
  if (existsSync(ssrAssets)) cpSync(ssrAssets, join(dist, 'assets'), { recursive: true, filter: (file) => !/\.m?js$/.test(file) });

  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  // The loader is copied into every page that has islands: its own file is not served.
  const loaderFile = join(dist, manifest[pageLoaderEntry]!.file);
  const loaderCode = readFileSync(loaderFile, 'utf8');
  rmSync(loaderFile);
  const server = (await import(pathToFileURL(join(ssrOut, 'entry-server.js')).href)) as ServerEntry;
  const readAsset = (file: string) => readFileSync(join(dist, file), 'utf8');
  // The classes each island's script names, asked by every page that runs it.
  const scriptClasses = new Map<string, (className: string) => boolean>();
  const classesNamedBy = (file: string) => scriptClasses.get(file) ?? scriptClasses.set(file, classesNamedIn(readAsset(file))).get(file)!;
  // What a page loads is what its HTML holds: the islands it rendered, and the rules of the islands' stylesheet
  // that its HTML and their scripts use, inline; of the theme's variables, those it reads.
  const prerender = async (path: string) => {
    const { html } = await server.render(path);
    const islands = islandsIn(html);
    const { stylesheets, scripts } = routeStyleSources(manifest, islands);
    const code = scripts.map(readAsset);
    const styles = rulesForPage(stylesheets.map(readAsset).join('\n'), classesOnPage(html, scripts.map(classesNamedBy)));
    return withoutUnreadVariablesIn(appendToHead(html, routeAssetTags(manifest, islands, loaderCode, styles, webFontsOf(html).length > 0)), code);
  };
  for (const { page } of content.pages) write(join(dist, routeHtmlFile(page.path)), await prerender(page.path));
  write(join(dist, notFoundFile), await prerender('/404'));
  // Every page carries its share inline: the stylesheets themselves are not served.
  for (const file of new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []))) rmSync(join(dist, file));

  const today = new Date().toISOString().slice(0, 10);
  const paths = content.pages.map(({ page }) => page.path);
  write(join(dist, 'sitemap.xml'), sitemapXml(content.site.baseUrl, paths, today));
  write(join(dist, 'robots.txt'), robotsTxt(content.site.baseUrl));
  rmSync(ssrOut, { recursive: true, force: true });
  // The content's images, resized and encoded once (kept between builds), as hashed files of assets/.
  await writeRenditions(renditionsIn(content.pages), siteRoot, dist, renditionsCache(engineRoot));
  // The owner's editor, when the site has one: its own document and code, which no page loads.
  const editor = await buildHostedEditor(site, engineRoot, dist, viteConfig({}, false));
  // Its image fields show each file of images/ by a thumbnail, written beside the content's images.
  if (editor) await writeRenditions(thumbnailsOf(content.images), siteRoot, dist, renditionsCache(engineRoot));
  const htmlFiles = [...paths.map(routeHtmlFile), notFoundFile];
  writeHostingFiles(dist, { site: content.site, routes: paths, htmlFiles, backend: backendOrigin(engineRoot), editor });
  await precompress(dist);
  console.log(`Prerendered ${paths.length} routes and ${notFoundFile} into dist/`);
}
