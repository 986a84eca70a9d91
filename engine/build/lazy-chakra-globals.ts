import type { Plugin } from 'vite';

const eager = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const lazy = 'let lazyGlobal; const readGlobal = () => (lazyGlobal ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);';
const returned = '    _global,\n';
const getter = '    get _global() { return readGlobal(); },\n';

/** Chakra's system module, the only one this rewrites. */
export const chakraSystemModule = /@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;

/**
 * Chakra's `createSystem` as it is, except that the system's global CSS (reset, base styles and every
 * token as a CSS variable) is serialised when first read instead of when the system is made. That is
 * 40 % of the system's making, on the main thread of every page, for CSS the prerendered page already
 * carries: the browser system never reads it (browser-system.ts).
 * Fails, rather than silently doing nothing, on a Chakra release whose code no longer reads the same.
 */
export function lazyChakraGlobals(code: string): string {
  if (!code.includes(eager) || !code.includes(returned))
    throw new Error(
      `lazy-chakra-globals: Chakra's createSystem no longer reads "${eager}" and returns "_global"; re-check engine/build/lazy-chakra-globals.ts against the installed Chakra`,
    );
  return code.replace(eager, lazy).replace(returned, getter);
}

export function lazyChakraGlobalsPlugin(): Plugin {
  return {
    name: 'lazy-chakra-globals',
    transform(code, id) {
      return chakraSystemModule.test(id) ? { code: lazyChakraGlobals(code), map: null } : undefined;
    },
  };
}
