import { resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { blockRegistry } from '../../blocks/registry.ts';
import { footerIsland } from '../../blocks/shell-islands.ts';
import { missingPathModule } from '../shell/missing-path-module.ts';
import { loadContent, type SiteContent } from '../validation/load-content.ts';
import { pageModuleName, toRouteData } from './route-data.ts';

const prefix = 'virtual:';
const ids = { site: 'virtual:site', routes: 'virtual:routes', blocks: 'virtual:block-loaders', islands: 'virtual:island-loaders', page: 'virtual:page/' };

/** Every island's loader, by source module: those the blocks render inside themselves and the shell's. */
function islandLoadersSource(): string {
  const islands = [
    ...Object.values(blockRegistry).flatMap((entry) => entry.islands.map((module) => ({ module: `blocks/${module}`, exportName: 'default' }))),
    footerIsland,
    { module: missingPathModule, exportName: 'MissingPath' },
  ];
  const entries = islands.map(
    ({ module, exportName }) =>
      `  ${JSON.stringify(module)}: () => import(${JSON.stringify(`/${module}`)}).then((module) => module[${JSON.stringify(exportName)}]),`,
  );
  return `export const islandLoaders = {\n${entries.join('\n')}\n};`;
}

/** YYYY-MM-DD of the build, the modification date structured data reports. */
const buildDate = () => new Date().toISOString().slice(0, 10);

function isContentFile(file: string, root: string): boolean {
  return /\.json$/.test(file) && (file.startsWith(resolve(root, 'pages')) || file.startsWith(resolve(root, 'data')));
}

/**
 * Serves the validated site content to the app as virtual modules: the site settings and
 * navigation, the route table (one lazy chunk per page) and the block component loaders.
 * Content is validated here, in Node: a broken page fails the build and shows in the dev overlay.
 */
export function pagesPlugin(): Plugin {
  let root = process.cwd();
  let content: SiteContent | undefined;
  const current = () => (content ??= loadContent(root));

  function moduleSource(id: string): string | undefined {
    const { site, navigation, pages } = current();
    if (id === ids.site) return `export const site = ${JSON.stringify(site)};\nexport const navigation = ${JSON.stringify(navigation)};`;
    if (id === ids.routes) {
      const table = (id: string) =>
        pages.map(({ page }) => `  ${JSON.stringify(page.path)}: () => import(${JSON.stringify(id + pageModuleName(page.path))}),`).join('\n');
      return `export const routes = {\n${table(ids.page)}\n};`;
    }
    if (id === ids.blocks) {
      const entries = Object.entries(blockRegistry).map(
        ([type, entry]) => `  ${JSON.stringify(type)}: () => import(${JSON.stringify(`/blocks/${entry.component}`)}),`,
      );
      return `export const blockLoaders = {\n${entries.join('\n')}\n};`;
    }
    if (id === ids.islands) return islandLoadersSource();
    if (id.startsWith(ids.page)) {
      const entry = pages.find(({ page }) => pageModuleName(page.path) === id.slice(ids.page.length));
      if (entry) return `export default ${JSON.stringify(toRouteData(entry, current(), buildDate()))};`;
    }
    return undefined;
  }

  function invalidate(server: ViteDevServer) {
    content = undefined;
    for (const environment of Object.values(server.environments)) {
      for (const module of environment.moduleGraph.idToModuleMap.values()) {
        if (module.id?.startsWith(`\0${prefix}`)) environment.moduleGraph.invalidateModule(module);
      }
    }
    server.ws.send({ type: 'full-reload' });
  }

  return {
    name: 'site-pages',
    enforce: 'pre',
    configResolved(config) {
      // The content root: Vite's own root unless a build of another site names it (engine/build/build.ts).
      root = process.env.SITE_ROOT ?? config.root;
    },
    buildStart() {
      content = undefined;
    },
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return undefined;
      return moduleSource(id.slice(1));
    },
    configureServer(server) {
      server.watcher.add([resolve(root, 'pages'), resolve(root, 'data')]);
      server.watcher.on('all', (_event, file) => {
        if (isContentFile(file, root)) invalidate(server);
      });
    },
  };
}
