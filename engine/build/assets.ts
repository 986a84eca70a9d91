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

/** JSON inside a script element: `<` escaped, so that no path can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * What a prerendered page needs after its critical CSS: the stylesheets, and for a page with islands (their
 * source modules, found in its HTML by `islandsIn`) the list of its scripts with the inline loader (`loaderCode`,
 * engine/app/island-loader/load-islands.ts), which requests them once the page has painted: the entry first, which
 * hydrates the islands, and side by side everything it and the islands import. A page without islands loads no
 * script.
 */
export function routeAssetTags(manifest: Manifest, islands: readonly string[], loaderCode: string): string {
  const entry = manifest[clientEntry];
  if (!entry) throw new Error(`${clientEntry} missing from the build manifest`);
  for (const module of islands) {
    if (!manifest[module]) throw new Error(`${module} missing from the build manifest: is it still loaded with import()?`);
  }
  const preloads = new Set([...staticClosure(manifest, clientEntry), ...islands.flatMap((key) => staticClosure(manifest, key))]);
  preloads.delete(clientEntry);
  const css = [...preloads, clientEntry].flatMap((key) => manifest[key]?.css ?? []);
  const stylesheets = [...new Set(css)].map((file) => `<link rel="stylesheet" href="/${file}">`);
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
