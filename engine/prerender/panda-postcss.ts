import type { PluginOptions } from '@pandacss/dev/postcss';
import postcss, { type AcceptedPlugin, type Processor, type TransformCallback } from 'postcss';

/**
 * Panda's PostCSS plugin, imported when the first stylesheet is compiled: importing it (with TypeScript and ts-morph)
 * took 1.5 s of every dev server's start, before the server listened, although no page's HTML needs it. It runs as
 * Panda's own plugin would, on the same root and result: the dependencies it reports reach Vite's watcher. (Panda's
 * types are those of its own copy of PostCSS.)
 */
export function pandaPostcss(options: PluginOptions): TransformCallback {
  let panda: Promise<Processor> | undefined;
  return async (root, result) => {
    panda ??= import('@pandacss/dev/postcss').then(({ default: pandacss }) => postcss(pandacss(options) as AcceptedPlugin));
    for (const plugin of (await panda).plugins) {
      if (typeof plugin !== 'function') throw new Error(`Panda's PostCSS plugin ${plugin.postcssPlugin} is not a function: it cannot run lazily`);
      await plugin(root, result);
    }
  };
}
