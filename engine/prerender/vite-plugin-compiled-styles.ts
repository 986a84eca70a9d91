import { createServer, type EnvironmentModuleNode, type Plugin, type ViteDevServer } from 'vite';
import type { ModuleRunner } from 'vite/module-runner';
import { compiledStylesCache } from './compiled-styles-cache.ts';
import { createSsrModuleRunner } from './ssr-module-runner.ts';

/** A style module: `*.styles.ts`, whose exports are the class names Panda gives its styles (engine/theme/islands.css). */
export const styleModule = /\.styles\.ts$/;

type ClassNames = string | { readonly [name: string]: ClassNames };

function isClassNames(value: unknown): value is ClassNames {
  if (typeof value === 'string') return true;
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every(isClassNames);
}

/** A style module's exports, checked, as the module that replaces it: constants only. */
export function compiledStyleModule(file: string, exports: Record<string, unknown>): string {
  return Object.entries(exports)
    .map(([name, value]) => {
      if (!isClassNames(value)) {
        throw new Error(`${file}: the export "${name}" is not a class name or an object of class names; a style module is evaluated at build time`);
      }
      return `export const ${name} = ${JSON.stringify(value)};`;
    })
    .join('\n');
}

/** The project files a style module imports, however deep: what its compiled form depends on besides itself. */
function dependenciesOf(server: ViteDevServer, file: string): string[] {
  const seen = new Set<EnvironmentModuleNode>();
  const visit = (node: EnvironmentModuleNode | undefined) => {
    if (!node || seen.has(node)) return;
    seen.add(node);
    node.importedModules.forEach(visit);
  };
  visit(server.environments.ssr.moduleGraph.getModuleById(file));
  return [...seen].flatMap((node) => (node.file && node.file !== file ? [node.file] : []));
}

/**
 * Evaluates style modules when they are loaded, so that what the browser receives is their class names: Panda's
 * `css()`, `cva()`, patterns and recipes run at build time, and its runtime never reaches a page. Panda compiles the
 * same calls into the stylesheet (panda.config.ts). A class name chosen at run time is a key of an exported object, one
 * entry per value.
 *
 * One Vite server of its own (middleware mode, no plugin, no watcher) evaluates them all: Vite's `runnerImport`, one
 * environment per module, transformed Panda's helpers and recipes again for each of the site's style modules, most
 * of a cold dev server's first page. A change to a file it has read (the project's watcher says so) starts it again.
 * What it compiled is kept (compiled-styles-cache.ts): a server started again on unchanged files starts no evaluator.
 */
export function compiledStylesPlugin(): Plugin {
  const cache = compiledStylesCache('node_modules/.cache/compiled-styles');
  let evaluator: Promise<{ server: ViteDevServer; runner: ModuleRunner }> | undefined;
  /** The files the evaluator has read: a change to one of them, and it starts again from nothing. */
  const evaluated = new Set<string>();
  const close = async () => {
    const running = evaluator;
    evaluator = undefined;
    evaluated.clear();
    const { server, runner } = (await running) ?? {};
    await runner?.close();
    await server?.close();
  };
  const startEvaluator = async () => {
    const server = await createServer({
      configFile: false,
      logLevel: 'error',
      appType: 'custom',
      server: { middlewareMode: true, ws: false, watch: null },
      // Its own cache: in the project's, its dependency metadata (another configuration) replaced the dev server's,
      // which then optimised its dependencies again on every start. It serves no browser: nothing to optimise.
      cacheDir: 'node_modules/.cache/compiled-styles-vite',
      optimizeDeps: { noDiscovery: true },
    });
    return { server, runner: createSsrModuleRunner(server) };
  };
  return {
    name: 'compiled-styles',
    enforce: 'pre',
    async load(id) {
      const file = id.split('?')[0]!;
      if (!styleModule.test(file)) return null;
      const cached = cache.read(file);
      if (cached) {
        for (const source of cached.files) this.addWatchFile(source);
        return cached.code;
      }
      const { server, runner } = await (evaluator ??= startEvaluator());
      const module = await runner.import(file);
      const files = [file, ...dependenciesOf(server, file)];
      for (const source of files) {
        evaluated.add(source);
        this.addWatchFile(source);
      }
      const code = compiledStyleModule(file, module);
      cache.write(file, code, files);
      return code;
    },
    async watchChange(id) {
      if (evaluated.has(id)) await close();
    },
    buildEnd: close,
  };
}
