import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const roots = ['engine', 'blocks'];
const importsStyledSystem = /from '(?:\.\.\/)+styled-system\//;

/**
 * The source files Panda reads (panda-config.ts `include`): those that import `styled-system`, the islands'
 * styles. Panda would otherwise also match the static blocks' Chakra JSX (`<Button variant="accent">`) against
 * its recipes and compile CSS that the prerendered pages already carry. Read when Panda loads its config: a file
 * that starts importing `styled-system` is seen after a restart of the dev server.
 */
export function pandaSources(cwd = process.cwd()): string[] {
  return roots.flatMap((root) =>
    readdirSync(join(cwd, root), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => join(root, file))
      .filter((file) => importsStyledSystem.test(readFileSync(join(cwd, file), 'utf8')))
      .map((file) => relative(cwd, join(cwd, file))),
  );
}
