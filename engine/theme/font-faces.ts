import { unicodeRange } from './code-points.ts';
import type { SiteFonts } from './site-theme.ts';

/**
 * The @font-face rules of a site's fonts: each self-hosted file at its URL (`urls`, in the order of `fonts.files`),
 * limited to the characters it keeps, then the fallbacks, metric-adjusted.
 */
export function fontFaceCss(fonts: SiteFonts | undefined, urls: readonly string[]): string {
  if (!fonts) return '';
  const range = unicodeRange(fonts.subset.codePoints);
  const files = fonts.files.map(
    (font, index) =>
      `@font-face{font-family:'${font.family}';font-style:normal;font-display:swap;font-weight:${font.weight};src:url(${urls[index]}) format('${font.format}');unicode-range:${range}}`,
  );
  const fallbacks = fonts.fallbacks.map(
    (font) =>
      `@font-face{font-family:'${font.family}';src:${font.local.map((name) => `local('${name}')`).join(',')};ascent-override:${font.ascentOverride};descent-override:${font.descentOverride};line-gap-override:${font.lineGapOverride};size-adjust:${font.sizeAdjust}}`,
  );
  return `\n${[...files, ...fallbacks].join('\n')}\n`;
}
