import { readdirSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { missingPathModule } from '../shell/missing-path-module.ts';
import type { ShellIsland, SiteDefinition } from '../site/definition.ts';

/** The engine's own folder, which the modules a site's definition names are relative to. */
const engineRoot = resolve(import.meta.dirname, '../..');

/** A module that begins with React's `'use client'` directive, which says that its code runs in the browser. */
const runsInBrowser = (module: string) => /^(['"])use client\1/.test(readFileSync(resolve(engineRoot, module), 'utf8'));

/**
 * Every island of the site, by source module and the export that is its component: the `.tsx` modules of its
 * blocks' folders that begin with `'use client'` (their default exports), its shell's, the engine's own not-found
 * one. The one list of what runs in the browser: the browser's loaders are made from it, and the prerenderer
 * writes a component as an island only if it is in it.
 */
export function islandsOf(site: SiteDefinition): ShellIsland[] {
  const folders = new Set(Object.values(site.blocks).map(({ component }) => dirname(isAbsolute(component) ? component : `${site.blocksFolder}/${component}`)));
  const modules = [...folders].flatMap((folder) => readdirSync(resolve(engineRoot, folder)).map((file) => `${folder}/${file}`));
  return [
    ...modules.filter((module) => module.endsWith('.tsx') && runsInBrowser(module)).map((module) => ({ module, exportName: 'default' })),
    site.shell.footerIsland,
    { module: missingPathModule, exportName: 'MissingPath' },
  ];
}
