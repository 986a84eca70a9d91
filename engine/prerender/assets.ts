import type { Manifest } from 'vite';
import { islandScriptsId, type IslandScripts } from '../app/island-loader/island-scripts.ts';
import { webFontsId } from '../app/island-loader/web-fonts.ts';
import { jsonForScript } from '../seo/escape-markup.ts';
import { elementsIn } from '../render/html-elements.ts';
import type { WebFontFace } from '../theme/font-faces.ts';

export const clientEntry = 'engine/app/entry-client.tsx';

/** The loader every page carries inline, which adds its fonts and requests its islands' scripts once it has painted (built by Vite as an entry of its own, then copied in). */
export const pageLoaderEntry = 'engine/app/island-loader/load-after-paint.ts';

/** Every chunk a manifest entry imports statically, itself first. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key) || !manifest[key]) return [];
  seen.add(key);
  return [key, ...(manifest[key].imports ?? []).flatMap((child) => staticClosure(manifest, child, seen))];
}

/** Every chunk a manifest entry imports, statically or with `import()`, itself first: all it may ever run. */
function fullClosure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key) || !manifest[key]) return [];
  seen.add(key);
  const { imports = [], dynamicImports = [] } = manifest[key];
  return [key, ...[...imports, ...dynamicImports].flatMap((child) => fullClosure(manifest, child, seen))];
}

function checkIslands(manifest: Manifest, islands: readonly string[]) {
  for (const module of islands) {
    if (!manifest[module]) throw new Error(`${module} missing from the build manifest: is it still loaded with import()?`);
  }
}

/**
 * The files that style a page with these islands: the stylesheets its scripts import (the islands' compiled
 * styles), and every script it may run, the islands' lazy parts included (what sets their classes). The entry's
 * own `import()`s are every island of the site: only its static imports count.
 */
export function routeStyleSources(manifest: Manifest, islands: readonly string[]): { stylesheets: string[]; scripts: string[] } {
  checkIslands(manifest, islands);
  const keys = new Set([...staticClosure(manifest, clientEntry), ...islands.flatMap((key) => fullClosure(manifest, key))]);
  return {
    stylesheets: [...new Set([...keys].flatMap((key) => manifest[key]!.css ?? []))],
    scripts: [...keys].map((key) => manifest[key]!.file),
  };
}

/**
 * What a prerendered page needs after Chakra's CSS: its share of the islands' styles (`styles`, from
 * `routeStyleSources` through `rulesForPage`), inline, and for a page with islands (their source modules, found
 * in its HTML by `islandsIn`) the list of its scripts; with it, or for a page that lists self-hosted fonts
 * (`webFonts`), the inline loader (`loaderCode`, engine/app/island-loader/load-after-paint.ts), which once the page
 * has painted adds the fonts and requests the scripts: the entry first, which hydrates the islands, and side by
 * side everything it and the islands import. A page without islands loads no script, and no page waits for a
 * stylesheet.
 */
export function routeAssetTags(manifest: Manifest, islands: readonly string[], loaderCode: string, styles: string, webFonts: boolean): string {
  const entry = manifest[clientEntry];
  if (!entry) throw new Error(`${clientEntry} missing from the build manifest`);
  checkIslands(manifest, islands);
  const preloads = new Set([...staticClosure(manifest, clientEntry), ...islands.flatMap((key) => staticClosure(manifest, key))]);
  preloads.delete(clientEntry);
  if (/<\/style/i.test(styles)) throw new Error('The islands\' styles contain "</style": they would end their element');
  const stylesheets = styles === '' ? [] : [`<style>${styles}</style>`];
  const scripts: IslandScripts = { entry: `/${entry.file}`, preloads: [...preloads].map((key) => `/${manifest[key]!.file}`) };
  const list = islands.length > 0 ? [`<script type="application/json" id="${islandScriptsId}">${jsonForScript(scripts)}</script>`] : [];
  const loader = islands.length > 0 || webFonts ? [`<script type="module">${loaderCode.trim()}</script>`] : [];
  return [...stylesheets, ...list, ...loader].join('');
}

/** The JSON a page lists for its loader in the script element of this id, parsed (undefined: none). */
function listedFor<T>(html: string, id: string): T | undefined {
  const listed = elementsIn(html, 'script').find(({ attributes }) => attributes.get('id') === id);
  return listed ? (JSON.parse(listed.text) as T) : undefined;
}

/** The module paths a route's loader imports or preloads, entry first (for tests and benchmarks). */
export function loaderModules(html: string): string[] {
  const listed = listedFor<IslandScripts>(html, islandScriptsId);
  return listed ? [listed.entry, ...listed.preloads] : [];
}

/** The self-hosted font faces a route's loader adds once the page has painted (for tests). */
export const webFontsOf = (html: string): WebFontFace[] => listedFor<WebFontFace[]>(html, webFontsId) ?? [];
