import { readdirSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { missingPathModule } from '../shell/missing-path-module.ts';
import type { ShellIsland, SiteDefinition } from '../site/definition.ts';

/** The engine's own folder, which the modules a site's definition names are relative to. */
const engineRoot = resolve(import.meta.dirname, '../..');

/** A module that begins with React's `'use client'` directive, which says that its code runs in the browser. */
const runsInBrowser = (module: string) => /^(['"])use client\1/.test(readFileSync(resolve(engineRoot, module), 'utf8'));

/** The islands of a block's folder: its `.tsx` modules that begin with `'use client'` (their default exports). */
function folderIslands(folder: string): ShellIsland[] {
  return readdirSync(resolve(engineRoot, folder))
    .map((file) => `${folder}/${file}`)
    .filter((module) => module.endsWith('.tsx') && runsInBrowser(module))
    .map((module) => ({ module, exportName: 'default' }));
}

/** The folder of a block type's component, from the engine's root. */
const blockFolder = (site: SiteDefinition, component: string) => dirname(isAbsolute(component) ? component : `${site.blocksFolder}/${component}`);

/**
 * The site's islands by what renders them: each block type's (the islands of its folder), and the shell's (its own,
 * the engine's not-found one), which every page may render.
 */
export function islandsByPart(site: SiteDefinition): { shell: ShellIsland[]; blocks: Record<string, ShellIsland[]> } {
  const byFolder = new Map<string, ShellIsland[]>();
  const blocks = Object.fromEntries(
    Object.entries(site.blocks).map(([type, { component }]) => {
      const folder = blockFolder(site, component);
      if (!byFolder.has(folder)) byFolder.set(folder, folderIslands(folder));
      return [type, byFolder.get(folder)!];
    }),
  );
  return { shell: [site.shell.footerIsland, { module: missingPathModule, exportName: 'MissingPath' }], blocks };
}

/**
 * Every island of the site, by source module and the export that is its component. The one list of what runs in
 * the browser: the browser's loaders are made from it, and the prerenderer writes a component as an island only if
 * it is in it.
 */
export function islandsOf(site: SiteDefinition): ShellIsland[] {
  const { shell, blocks } = islandsByPart(site);
  const modules = new Map([...Object.values(blocks).flat(), ...shell].map((island) => [island.module, island]));
  return [...modules.values()];
}
