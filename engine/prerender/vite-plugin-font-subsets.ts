import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { charactersOf } from '../theme/code-points.ts';
import type { SiteFonts } from '../theme/site-theme.ts';

export interface FontSubset {
  /** The characters kept: every other glyph is dropped. */
  text: string;
  /** The weight range kept from a variable font's `wght` axis: weights outside it are drawn at its nearest end. */
  weights: { min: number; max: number };
  /** The OpenType features kept (with the glyphs they reach): kerning, ligatures, and those the styles turn on. */
  features: readonly string[];
}

/** What the font subsets plugin cuts each self-hosted file down to: the characters of the site's language, its weights, its features. */
export const fontSubsetOf = ({ subset }: SiteFonts): FontSubset => ({
  text: charactersOf(subset.codePoints),
  weights: subset.weights,
  features: subset.features,
});

const query = '?subset';
const subsetImport = /\.woff2\?subset$/;
const devPrefix = '/@font-subset/';

/**
 * `import url from 'font.woff2?subset'`: the URL of the font cut down to `subset` (a French latin subset of a variable
 * font is about half its size). At build it is an asset of its own, hashed; the dev server sends it from memory.
 * Fonts are cut by HarfBuzz's subsetter (hb-subset, through subset-font), variable axes and layout tables included.
 */
export function fontSubsetsPlugin(subset: FontSubset): Plugin {
  let serving = false;
  const byName = new Map<string, string>();
  const cut = new Map<string, Promise<Uint8Array>>();
  const subsetOf = (file: string) => {
    let font = cut.get(file);
    if (!font) {
      font = readFile(file).then((source) =>
        subsetFont(source, subset.text, { targetFormat: 'woff2', variationAxes: { wght: subset.weights }, keepFeatures: [...subset.features] }),
      );
      cut.set(file, font);
    }
    return font;
  };

  return {
    name: 'font-subsets',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    load: {
      // Only its own imports reach the hook: the bundler calls it for no other module.
      filter: { id: subsetImport },
      async handler(id) {
        const file = id.slice(0, -query.length);
        const name = basename(file);
        if (serving) {
          byName.set(name, file);
          return `export default ${JSON.stringify(devPrefix + name)};`;
        }
        const reference = this.emitFile({ type: 'asset', name, source: await subsetOf(file) });
        return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
      },
    },
    configureServer(server) {
      server.middlewares.use(devPrefix, (request, response, next) => {
        const file = byName.get(decodeURIComponent(request.url!.slice(1).split('?')[0]!));
        if (!file) return next();
        subsetOf(file).then(
          (font) => {
            response.setHeader('Content-Type', 'font/woff2');
            response.end(font);
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}
