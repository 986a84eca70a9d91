import { runnerImport, type Plugin } from 'vite';

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

/**
 * Evaluates style modules when they are loaded, so that what the browser receives is their class names: Panda's
 * `css()`, `cva()`, patterns and recipes run at build time, and its runtime (7 KB gzip) never reaches a page. Panda
 * compiles the same calls into the stylesheet (panda.config.ts). A class name chosen at run time is a key of an
 * exported object, one entry per value.
 */
export function compiledStylesPlugin(): Plugin {
  return {
    name: 'compiled-styles',
    enforce: 'pre',
    async load(id) {
      const file = id.split('?')[0]!;
      if (!styleModule.test(file)) return null;
      const { module, dependencies } = await runnerImport<Record<string, unknown>>(file, { configFile: false, logLevel: 'error' });
      for (const dependency of dependencies) this.addWatchFile(dependency);
      return compiledStyleModule(file, module);
    },
  };
}
