import type { Manifest } from 'vite';

export const clientEntry = 'engine/app/entry-client.tsx';

/** Every chunk a manifest entry imports statically, itself first. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key) || !manifest[key]) return [];
  seen.add(key);
  return [key, ...(manifest[key].imports ?? []).flatMap((child) => staticClosure(manifest, child, seen))];
}

function manifestKeyOf(manifest: Manifest, matches: (key: string) => boolean): string | undefined {
  return Object.keys(manifest).find(matches);
}

/**
 * The tags a prerendered route needs after its critical CSS: the entry script and
 * modulepreloads for what it imports, its page chunk and the chunks of the blocks it uses.
 */
export function routeAssetTags(manifest: Manifest, pageModule: string, blockComponents: readonly string[]): string {
  const entry = manifest[clientEntry];
  if (!entry) throw new Error(`${clientEntry} missing from the build manifest`);
  const routeKeys = [
    manifestKeyOf(manifest, (key) => key.endsWith(`virtual:page/${pageModule}`)),
    ...blockComponents.map((file) => manifestKeyOf(manifest, (key) => key === `blocks/${file}`)),
  ].filter((key): key is string => key !== undefined);
  const preloads = new Set([...staticClosure(manifest, clientEntry), ...routeKeys.flatMap((key) => staticClosure(manifest, key))]);
  preloads.delete(clientEntry);
  const css = [...preloads, clientEntry].flatMap((key) => manifest[key]?.css ?? []);
  return [
    ...[...new Set(css)].map((file) => `<link rel="stylesheet" href="/${file}">`),
    ...[...preloads].map((key) => `<link rel="modulepreload" href="/${manifest[key]!.file}">`),
    `<script type="module" src="/${entry.file}"></script>`,
  ].join('');
}
