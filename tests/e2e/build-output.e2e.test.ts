import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeHtmlFile } from '../../engine/server/route-files.ts';
import { loadContent } from '../../engine/validation/load-content.ts';
import { loaderModules, webFontsOf } from '../../engine/prerender/assets.ts';
import { charactersOf } from '../../engine/theme/code-points.ts';
import { sharedBrowser } from './browser.ts';
import { isVendorPrefixed, prerenderedDeclarations, tokenPath } from './prerendered-css.ts';
import siteDefinition from '../../site.config.ts';

const dist = resolve(import.meta.dirname, '../../dist');
const routes = loadContent(process.cwd(), siteDefinition).pages.map(({ page }) => page.path);
const scripts = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'));
const readAsset = (file: string) => readFileSync(join(dist, file), 'utf8');
const browser = sharedBrowser();

// Markers that survive minification: zod 4's internal `_zod` property, supabase-js's client name.
const zodMarker = '._zod';
const supabaseMarker = 'supabase-js';

describe('the production build', () => {
  it('ships no page schema: zod is in no chunk', () => {
    for (const file of scripts) expect(readAsset(`assets/${file}`).includes(zodMarker), file).toBe(false);
  });

  it.each(routes)('%s loads no backend client up front', (path) => {
    const html = readFileSync(join(dist, routeHtmlFile(path)), 'utf8');
    const initial = loaderModules(html);
    expect(initial.length).toBeGreaterThan(0);
    for (const file of initial) expect(readAsset(file.slice(1)).includes(supabaseMarker), `${path}: ${file}`).toBe(false);
  });

  // A token Chakra could not resolve is written as it was (`z-index:skipLink`, `color:brand.700`): Chromium drops
  // the declaration and the element silently loses its style. Chromium judges every declaration of every page.
  it('resolves every design token in the CSS of every prerendered page', async () => {
    const pages = [...routes.map((path) => routeHtmlFile(path)), '404.html'];
    // The islands' stylesheet (Panda's) too: a token Panda does not know is written as it was as well.
    const stylesheets = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.css'));
    const sources = [
      ...pages.map((file) => [file, readFileSync(join(dist, file), 'utf8')]),
      ...stylesheets.map((file) => [file, `<style>${readAsset(`assets/${file}`)}</style>`]),
    ];
    const declarations = new Map<string, string[]>();
    for (const [file, html] of sources) {
      for (const declaration of prerenderedDeclarations(html!)) {
        if (isVendorPrefixed(declaration)) continue;
        const text = `${declaration.property}:${declaration.value}`;
        declarations.set(text, [...(declarations.get(text) ?? []), file!]);
      }
    }
    expect(declarations.size).toBeGreaterThan(500);
    const page = await browser().newPage();
    const rejected = await page.evaluate(
      (texts) =>
        texts.filter((text) => {
          const colon = text.indexOf(':');
          const property = text.slice(0, colon);
          return !property.startsWith('--') && !CSS.supports(property, text.slice(colon + 1).replace(/\s*!important$/, ''));
        }),
      [...declarations.keys()],
    );
    // Custom properties take any value: a token path in one is found by its shape.
    const unresolved = [...declarations.keys()].filter((text) => text.startsWith('--') && tokenPath.test(text.slice(text.indexOf(':') + 1)));
    expect([...rejected, ...unresolved].map((text) => `${text} (${declarations.get(text)![0]})`)).toEqual([]);
  });

  // The theme holds the tokens the site uses (engine/theme/site-tokens.ts): a block or an island that names one it
  // left out reads a variable no page defines, and the property falls back to its initial value without a word.
  it.each([...routes, '/404'])('%s defines every token variable its styles read', (path) => {
    const html = readFileSync(join(dist, path === '/404' ? '404.html' : routeHtmlFile(path)), 'utf8');
    const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map(([, file]) => readAsset(file!));
    const css = [html, ...stylesheets].join('\n');
    const defined = new Set([...css.matchAll(/(--chakra-(?:[\w-]|\\.)+)\s*:/g)].map(([, name]) => name));
    // Without a fallback: `var(--chakra-empty, )` is Chakra's switch, undefined on purpose.
    const read = new Set([...css.matchAll(/var\((--chakra-(?:[\w-]|\\.)+)\s*\)/g)].map(([, name]) => name));
    expect(read.size).toBeGreaterThan(100);
    expect([...read].filter((name) => !defined.has(name))).toEqual([]);
  });

  // The fonts are cut down at build (engine/prerender/vite-plugin-font-subsets.ts): a character the cut dropped would be
  // drawn in the fallback font in the middle of a word. A glyph the font has is as wide whatever font follows it in
  // the list; a missing one takes the width of the fallback, which differs between a monospace and a serif font.
  it('keeps every character of French text in each font the pages load', async () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const fonts = webFontsOf(html).map((face) => /^url\(\/([^)]+)\)/.exec(face.source)![1]!);
    expect(fonts.length).toBeGreaterThan(0);
    const page = await browser().newPage();
    for (const file of fonts) {
      const missing = await page.evaluate(
        async ({ bytes, text }) => {
          const face = new FontFace('Subset under test', new Uint8Array(bytes));
          document.fonts.add(await face.load());
          const context = document.createElement('canvas').getContext('2d')!;
          const width = (character: string, fallback: string) => {
            context.font = `16px 'Subset under test', ${fallback}`;
            return context.measureText(character).width;
          };
          return [...text].filter((character) => width(character, 'monospace') !== width(character, 'serif'));
        },
        { bytes: [...readFileSync(join(dist, file))], text: charactersOf(siteDefinition.theme.fonts!.subset.codePoints) },
      );
      expect(missing, file).toEqual([]);
    }
    await page.close();
  });
});
