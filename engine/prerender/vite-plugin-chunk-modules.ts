import { relative } from 'node:path';
import type { Plugin } from 'vite';

export const chunkModulesFile = '.vite/chunk-modules.json';

/**
 * Writes, next to Vite's manifest, which source modules each JavaScript chunk holds, so that tests
 * can tell what a page downloads (a package, a block) from the files it requests.
 */
export function chunkModulesPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const chunks = Object.fromEntries(
        Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' ? [[output.fileName, output.moduleIds.map((id) => relative(root, id.replace(/^\0/, '')))]] : [],
        ),
      );
      this.emitFile({ type: 'asset', fileName: chunkModulesFile, source: JSON.stringify(chunks) });
    },
  };
}
