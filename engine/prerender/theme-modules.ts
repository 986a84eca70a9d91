import { resolve } from 'node:path';
import type { SiteDefinition } from '../site/definition.ts';

/** `virtual:site-theme`: the site's theme, for the systems the engine creates (prerenderer, editor, Storybook, tests). */
export const siteThemeSource = (site: SiteDefinition) => `export const theme = ${JSON.stringify(site.theme)};`;

/**
 * `virtual:site-fonts`: the site's self-hosted font files, each imported cut down to its subset (`?subset`,
 * vite-plugin-font-subsets.ts), their faces and their @font-face rules. A file named by a relative path is the content root's.
 */
export function siteFontsSource(site: SiteDefinition, root: string): string {
  const files = site.theme.fonts?.files ?? [];
  const specifier = (file: string) => (file.startsWith('.') ? resolve(root, file) : file);
  return [
    // Vite's root is the engine's (engine/prerender/build.ts).
    "import { fallbackFontFaceCss as fallbackFontFaceCssOf, fontFaceCss as fontFaceCssOf, webFontFaces as webFontFacesOf } from '/engine/theme/font-faces.ts';",
    ...files.map(({ file }, index) => `import font${index} from ${JSON.stringify(`${specifier(file)}?subset`)};`),
    `export const fontFiles = [${files.map((_, index) => `font${index}`).join(', ')}];`,
    `const fonts = ${JSON.stringify(site.theme.fonts)};`,
    'export const fontFaceCss = fontFaceCssOf(fonts, fontFiles);',
    'export const fallbackFontFaceCss = fallbackFontFaceCssOf(fonts);',
    'export const webFontFaces = webFontFacesOf(fonts, fontFiles);',
  ].join('\n');
}
