import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { isRunByBrowser } from '../../engine/prerender/inline-script-hashes.ts';
import { precompress } from '../../engine/prerender/precompress.ts';
import { webFontsOf } from '../../engine/prerender/assets.ts';
import { appendToHead, elementsIn, replaceElements } from '../../engine/render/html-elements.ts';
import { webFontFaceRule } from '../../engine/theme/font-faces.ts';
import { notFoundFile, routeHtmlFile } from '../../engine/server/route-files.ts';
import { hostingRulesFile } from '../../engine/server/hosting-rules-file.ts';

/**
 * The prerendered page without anything the browser would run or fetch for scripts: scripts of every kind (modules,
 * classic ones, speculation rules) and module preloads. Data blocks (JSON-LD, the islands' list) stay, as the
 * browser never runs them. The fastest this HTML can be.
 */
export function withoutScripts(html: string): string {
  const run = elementsIn(html, 'script').filter(({ attributes }) => isRunByBrowser(attributes.get('type')));
  const preloads = elementsIn(html, 'link').filter(({ attributes }) => attributes.get('rel') === 'modulepreload');
  return replaceElements(html, [...run, ...preloads], () => '');
}

/**
 * The page without scripts, its self-hosted fonts declared in CSS: what it would cost to draw if no script loaded them.
 * Without scripts nothing adds the brand's fonts (the loader does), and its text stays in the installed fallbacks.
 */
export function withoutScriptsWithFonts(html: string): string {
  const rules = webFontsOf(html).map(webFontFaceRule).join('');
  return appendToHead(withoutScripts(html), rules === '' ? '' : `<style>${rules}</style>`);
}

/**
 * A copy of dist/ whose pages have no scripts (`strip` each, `withoutScripts` unless said), served the same way for
 * the lower bound: compressed, with the site's headers.
 */
export async function writeScriptlessSite(dist: string, outDir: string, paths: readonly string[], strip = withoutScripts): Promise<void> {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  symlinkSync(join(dist, 'assets'), join(outDir, 'assets'));
  for (const file of ['favicon.svg', hostingRulesFile]) cpSync(join(dist, file), join(outDir, file));
  const pages = [...paths.map(routeHtmlFile), notFoundFile];
  for (const file of pages) {
    const target = join(outDir, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, strip(readFileSync(join(dist, file), 'utf8')));
  }
  await precompress(outDir, [...pages, 'favicon.svg']);
}
