import type { Manifest } from 'vite';
import { islandScriptsId, type IslandScripts } from '../app/island-loader/island-scripts.ts';

export const clientEntry = 'engine/app/entry-client.tsx';

/** The loader every page with islands carries inline (built by Vite as an entry of its own, then copied in). */
export const islandLoaderEntry = 'engine/app/island-loader/load-islands.ts';

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

/** JSON inside a script element: `<` escaped, so that no path can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * What a prerendered page needs after Chakra's CSS: its share of the islands' styles (`styles`, from
 * `routeStyleSources` through `rulesForPage`), inline, and for a page with islands (their source modules, found
 * in its HTML by `islandsIn`) the list of its scripts with the inline loader (`loaderCode`,
 * engine/app/island-loader/load-islands.ts), which requests them once the page has painted: the entry first, which
 * hydrates the islands, and side by side everything it and the islands import. A page without islands loads no
 * script, and no page waits for a stylesheet.
 */
export function routeAssetTags(manifest: Manifest, islands: readonly string[], loaderCode: string, styles: string): string {
  const entry = manifest[clientEntry];
  if (!entry) throw new Error(`${clientEntry} missing from the build manifest`);
  checkIslands(manifest, islands);
  const preloads = new Set([...staticClosure(manifest, clientEntry), ...islands.flatMap((key) => staticClosure(manifest, key))]);
  preloads.delete(clientEntry);
  if (/<\/style/i.test(styles)) throw new Error('The islands\' styles contain "</style": they would end their element');
  const stylesheets = styles === '' ? [] : [`<style>${styles}</style>`];
  if (islands.length === 0) return stylesheets.join('');
  const scripts: IslandScripts = { entry: `/${entry.file}`, preloads: [...preloads].map((key) => `/${manifest[key]!.file}`) };
  return [
    ...stylesheets,
    `<script type="application/json" id="${islandScriptsId}">${scriptJson(scripts)}</script>`,
    `<script type="module">${loaderCode.trim()}</script>`,
  ].join('');
}

/** The module paths a route's loader imports or preloads, entry first (for tests and benchmarks). */
export function loaderModules(html: string): string[] {
  const listed = new RegExp(`<script type="application/json" id="${islandScriptsId}">([^<]*)</script>`).exec(html);
  if (!listed) return [];
  const { entry, preloads } = JSON.parse(listed[1]!) as IslandScripts;
  return [entry, ...preloads];
}
