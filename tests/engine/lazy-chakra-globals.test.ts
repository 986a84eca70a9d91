import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { chakraSystemModule, lazyChakraGlobals } from '../../engine/build/lazy-chakra-globals.ts';

const chakraRoot = dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json'));
const systemModule = join(chakraRoot, 'dist/esm/styled-system/system.js');
mkdirSync(join(chakraRoot, '../../.cache'), { recursive: true });

describe("Chakra's createSystem with global CSS made on first read", () => {
  it('rewrites the installed Chakra module, and only that one', () => {
    expect(chakraSystemModule.test(systemModule)).toBe(true);
    expect(chakraSystemModule.test(join(chakraRoot, 'dist/esm/styled-system/css.js'))).toBe(false);
    const rewritten = lazyChakraGlobals(readFileSync(systemModule, 'utf8'));
    expect(rewritten).not.toContain('const _global = [');
    expect(rewritten).toContain('get _global()');
  });

  it('makes a system whose global CSS is the same, made when first read', async () => {
    // The rewritten module, written where Node finds Chakra's dependencies, its relative imports pointing at the package.
    const source = lazyChakraGlobals(readFileSync(systemModule, 'utf8')).replace(
      /from '(\.\.?\/[^']+)'/g,
      (_match, path: string) => `from '${new URL(path, pathToFileURL(systemModule)).href}'`,
    );
    const folder = mkdtempSync(join(chakraRoot, '../../.cache/lazy-chakra-globals-'));
    writeFileSync(join(folder, 'system.mjs'), source);
    const { createSystem } = (await import(/* @vite-ignore */ pathToFileURL(join(folder, 'system.mjs')).href)) as typeof import('@chakra-ui/react');
    rmSync(folder, { recursive: true });
    const { createSystem: original, defaultConfig } = await import('@chakra-ui/react');
    const lazy = createSystem(defaultConfig);
    expect(Object.getOwnPropertyDescriptor(lazy, '_global')?.get).toBeTypeOf('function');
    expect(lazy._global).toEqual(original(defaultConfig)._global);
    expect(lazy._global).toBe(lazy._global);
  });

  it('fails the build, naming the file to re-check, when Chakra no longer reads the same', () => {
    expect(() => lazyChakraGlobals('export function createSystem() {}')).toThrow(/engine\/build\/lazy-chakra-globals\.ts/);
  });
});
