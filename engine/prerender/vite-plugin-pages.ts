import { isAbsolute, relative, resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { contentChangedEvent } from '../app/content-changed.ts';
import { imagesFolder } from '../schema/image-field.ts';
import { readDataFiles } from '../validation/data-files.ts';
import { isImageFile } from '../validation/image-sources.ts';
import { diskSource } from '../validation/disk-source.ts';
import { siteConfigFile, type ShellIsland, type SiteDefinition } from '../site/definition.ts';
import { navigationFile, readContent, siteFile, validContent, type ContentAsRead, type SiteContent } from '../validation/load-content.ts';
import { islandsByPart, islandsOf } from './island-modules.ts';
import { pageModuleName, toRouteData } from './route-data.ts';
import { siteFontsSource, siteThemeSource } from './theme-modules.ts';

const prefix = 'virtual:';
const ids = {
  site: 'virtual:site',
  shell: 'virtual:shell',
  contentAsRead: 'virtual:content-as-read',
  routes: 'virtual:routes',
  blocks: 'virtual:block-loaders',
  islands: 'virtual:island-loaders',
  islandComponents: 'virtual:island-components',
  shellIslands: 'virtual:shell-islands',
  shellLogo: 'virtual:shell-logo',
  shellLabels: 'virtual:shell-labels',
  siteDefinition: 'virtual:site-definition',
  siteTheme: 'virtual:site-theme',
  siteFonts: 'virtual:site-fonts',
  page: 'virtual:page/',
};

/** A module of the site's blocks (a registry path such as "faq/Faq.tsx"), from the engine's root. */
const blockModule = (site: SiteDefinition, path: string) => `${site.blocksFolder}/${path}`;

/** What the app imports for a module of the site: from the engine's root (Vite's), or its absolute path (a site's own folder). */
const siteModuleImport = (module: string) => (isAbsolute(module) ? module : `/${module}`);

/** What a loader imports for a block's component: its module from the engine's root, or its absolute path (a site's own folder). */
const componentImport = (site: SiteDefinition, path: string) => siteModuleImport(isAbsolute(path) ? path : blockModule(site, path));

/** Each island's loader, by source module, for the browser. */
function islandLoadersSource(site: SiteDefinition): string {
  const entries = islandsOf(site).map(
    ({ module, exportName }) =>
      `  ${JSON.stringify(module)}: () => import(${JSON.stringify(`/${module}`)}).then((module) => module[${JSON.stringify(exportName)}]),`,
  );
  return `export const islandLoaders = {\n${entries.join('\n')}\n};`;
}

/**
 * For the prerenderer: each island's component with the source module the browser loads it from, imported with
 * what renders it (a block type's, or the shell's) so that a page rendered on the dev server imports only its own.
 */
function islandComponentsSource(site: SiteDefinition): string {
  const { shell, blocks } = islandsByPart(site);
  const loads = (islands: ShellIsland[]) =>
    `() => Promise.all([${islands
      .map(
        ({ module, exportName }) =>
          `import(${JSON.stringify(`/${module}`)}).then((loaded) => [loaded[${JSON.stringify(exportName)}], ${JSON.stringify(module)}])`,
      )
      .join(', ')}])`;
  const byType = Object.entries(blocks).filter(([, islands]) => islands.length > 0);
  return [
    `export const shellIslands = ${loads(shell)};`,
    `export const blockIslands = {\n${byType.map(([type, islands]) => `  ${JSON.stringify(type)}: ${loads(islands)},`).join('\n')}\n};`,
  ].join('\n');
}

/** YYYY-MM-DD of the build, the modification date structured data reports. */
const buildDate = () => new Date().toISOString().slice(0, 10);

/** A file the content is read from: JSON of pages/ and data/, and the image sources of images/, which image fields check. */
function isContentFile(file: string, root: string): boolean {
  if (file.startsWith(resolve(root, imagesFolder))) return isImageFile(file);
  return /\.json$/.test(file) && (file.startsWith(resolve(root, 'pages')) || file.startsWith(resolve(root, 'data')));
}

/** The shell's own island, as a component the footer renders at build time. */
function shellIslandsSource(site: SiteDefinition): string {
  const { module, exportName } = site.shell.footerIsland;
  return `export { ${exportName} as FooterIsland } from ${JSON.stringify(`/${module}`)};`;
}

/** The site's logo, as a component the header and the footer render at build time. */
function shellLogoSource(site: SiteDefinition): string {
  const { module, exportName } = site.shell.logo;
  return `export { ${exportName} as SiteLogo } from ${JSON.stringify(siteModuleImport(module))};`;
}

/** For the tools that check content in the browser (the editor, Storybook): the site's definition and its data files as read, to build its schemas with. */
function siteDefinitionSource(root: string, site: SiteDefinition): string {
  const { files, unreadable, images } = readDataFiles(diskSource(root), site);
  return [
    `export { default } from ${JSON.stringify(resolve(root, siteConfigFile))};`,
    `export const dataFiles = { files: new Map(${JSON.stringify([...files])}), unreadable: ${JSON.stringify(unreadable)}, images: new Map(${JSON.stringify([...images])}) };`,
  ].join('\n');
}

/**
 * For the editor's preview: the site settings and the navigation as far as their files are valid, and which of the
 * two files are not. It never fails, unlike `virtual:site`, whose failure the dev server shows in its overlay over
 * every open page (the editor's too): a page drafted in the editor shows while another content file is broken.
 */
function contentAsReadSource({ site, navigation }: ContentAsRead): string {
  const invalid = [...(site ? [] : [siteFile]), ...(navigation ? [] : [navigationFile])];
  return `export const site = ${JSON.stringify(site)};\nexport const navigation = ${JSON.stringify(navigation)};\nexport const invalidFiles = ${JSON.stringify(invalid)};`;
}

/**
 * Serves the validated content of the site defined by `definition` to the app as virtual modules: the site
 * settings, navigation and shell texts, the route table (one lazy chunk per page), the block component loaders,
 * the shell's island and logo, and the site's theme and fonts. Content is validated here, in Node: a broken page fails the build and shows in the dev overlay.
 */
export function pagesPlugin(definition: SiteDefinition, contentRoot?: string, loaded?: SiteContent): Plugin {
  let root = contentRoot ?? process.cwd();
  let content = loaded;
  // The dev server reads the content files once per change, for the site's modules and the editor's preview alike.
  let asRead: ContentAsRead | undefined;
  const read = () => (asRead ??= readContent(root, definition));
  const current = () => (content ??= validContent(read()));

  function moduleSource(id: string): string | undefined {
    if (id === ids.shellIslands) return shellIslandsSource(definition);
    if (id === ids.shellLogo) return shellLogoSource(definition);
    // One export per label: an island's chunk keeps only the labels it prints.
    if (id === ids.shellLabels)
      return Object.entries(definition.locale.labels)
        .map(([name, label]) => `export const ${name} = ${JSON.stringify(label)};`)
        .join('\n');
    if (id === ids.siteDefinition) return siteDefinitionSource(root, definition);
    if (id === ids.siteTheme) return siteThemeSource(definition);
    if (id === ids.siteFonts) return siteFontsSource(definition, root);
    if (id === ids.islands) return islandLoadersSource(definition);
    if (id === ids.islandComponents) return islandComponentsSource(definition);
    if (id === ids.shell) {
      const { lang, labels, ids: shellIds } = definition.locale;
      return `export const shell = ${JSON.stringify({ lang, labels, ids: shellIds, themeColor: definition.theme.themeColor })};`;
    }
    if (id === ids.contentAsRead) return contentAsReadSource(read());
    if (id === ids.blocks) {
      const entries = Object.entries(definition.blocks).map(
        ([type, entry]) => `  ${JSON.stringify(type)}: () => import(${JSON.stringify(componentImport(definition, entry.component))}),`,
      );
      return `export const blockLoaders = {\n${entries.join('\n')}\n};`;
    }
    const { site, navigation, pages } = current();
    if (id === ids.site) return `export const site = ${JSON.stringify(site)};\nexport const navigation = ${JSON.stringify(navigation)};`;
    if (id === ids.routes) {
      const table = (id: string) =>
        pages.map(({ page }) => `  ${JSON.stringify(page.path)}: () => import(${JSON.stringify(id + pageModuleName(page.path))}),`).join('\n');
      return `export const routes = {\n${table(ids.page)}\n};`;
    }
    if (id.startsWith(ids.page)) {
      const entry = pages.find(({ page }) => pageModuleName(page.path) === id.slice(ids.page.length));
      if (entry) return `export default ${JSON.stringify(toRouteData(entry, current(), definition, buildDate()))};`;
    }
    return undefined;
  }

  /** The content is read again on the next request: the virtual modules built from it are dropped. */
  function invalidate(server: ViteDevServer) {
    content = undefined;
    asRead = undefined;
    for (const environment of Object.values(server.environments)) {
      for (const module of environment.moduleGraph.idToModuleMap.values()) {
        if (module.id?.startsWith(`\0${prefix}`)) environment.moduleGraph.invalidateModule(module);
      }
    }
  }

  return {
    name: 'site-pages',
    enforce: 'pre',
    configResolved(config) {
      // The content root: Vite's own root unless a build of another site names it (engine/prerender/build.ts).
      root = contentRoot ?? config.root;
    },
    buildStart() {
      // A build is given the content its entry validated (engine/prerender/build.ts): its two bundles read it again from none.
      content = loaded;
    },
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return undefined;
      return moduleSource(id.slice(1));
    },
    configureServer(server) {
      server.watcher.add([resolve(root, 'pages'), resolve(root, 'data'), resolve(root, imagesFolder)]);
      // At the watcher's word, before Vite's own (asynchronous) handling of the change: the next request reads the files again.
      server.watcher.on('all', (_event, file) => {
        if (isContentFile(file, root)) invalidate(server);
      });
    },
    // A content file written, added or deleted (by hand or by the editor): rather than a full reload, which would
    // cost the editor its session, every open page is told which file changed and decides (engine/app/content-changed.ts).
    // Called once per environment: the client's call speaks for all. Modules that import the file (data/site.json)
    // are left to Vite.
    hotUpdate({ file, server }) {
      if (this.environment.name !== 'client' || !isContentFile(file, root)) return;
      server.ws.send({ type: 'custom', event: contentChangedEvent, data: { file: relative(root, file) } });
    },
  };
}
