import { unicodeRange } from './code-points.ts';
import type { SiteFonts } from './site-theme.ts';

/** A self-hosted font as the CSS Font Loading API takes it (`new FontFace(family, source, descriptors)`). */
export interface WebFontFace {
  family: string;
  /** Its `src`: the file's URL and format. */
  source: string;
  descriptors: { style: string; weight: string; display: 'swap'; unicodeRange: string };
}

/** Each self-hosted file at its URL (`urls`, in the order of `fonts.files`), limited to the characters it keeps. */
export function webFontFaces(fonts: SiteFonts | undefined, urls: readonly string[]): WebFontFace[] {
  if (!fonts) return [];
  const range = unicodeRange(fonts.subset.codePoints);
  return fonts.files.map((font, index) => ({
    family: font.family,
    source: `url(${urls[index]}) format('${font.format}')`,
    descriptors: { style: 'normal', weight: font.weight, display: 'swap', unicodeRange: range },
  }));
}

/** The @font-face rules of the installed fonts that stand in for the self-hosted ones, metric-adjusted. */
export function fallbackFontFaceCss(fonts: SiteFonts | undefined): string {
  const rules = (fonts?.fallbacks ?? []).map(
    (font) =>
      `@font-face{font-family:'${font.family}';src:${font.local.map((name) => `local('${name}')`).join(',')};ascent-override:${font.ascentOverride};descent-override:${font.descentOverride};line-gap-override:${font.lineGapOverride};size-adjust:${font.sizeAdjust}}`,
  );
  return rules.length === 0 ? '' : `\n${rules.join('\n')}\n`;
}

/** A self-hosted face as an @font-face rule: what a page declares in CSS instead of adding it with its loader. */
export const webFontFaceRule = ({ family, source, descriptors }: WebFontFace): string =>
  `@font-face{font-family:'${family}';font-style:${descriptors.style};font-display:${descriptors.display};font-weight:${descriptors.weight};src:${source};unicode-range:${descriptors.unicodeRange}}`;

/** The @font-face rules of a site's fonts: the self-hosted files, then the fallbacks (the editor's pages declare both at once). */
export function fontFaceCss(fonts: SiteFonts | undefined, urls: readonly string[]): string {
  if (!fonts) return '';
  return `\n${webFontFaces(fonts, urls).map(webFontFaceRule).join('\n')}${fallbackFontFaceCss(fonts)}`;
}
