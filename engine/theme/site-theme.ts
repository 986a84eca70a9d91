import type { SystemConfig, ThemingConfig } from '@chakra-ui/react';

/** Code point ranges, first and last included: `[[0x20, 0x7e], [0x20ac, 0x20ac]]`. */
export type CodePointRanges = readonly (readonly [number, number])[];

/** A font file the site serves itself, cut down at build to its subset (engine/prerender/vite-plugin-font-subsets.ts). */
export interface SelfHostedFont {
  /** The family the font tokens name, e.g. "Literata Variable". */
  family: string;
  /** The woff2 file: a package's file as an import names it ("@fontsource-variable/literata/files/…woff2"), or a path from the content root ("./fonts/brand.woff2"). */
  file: string;
  /** The weights it draws, as `font-weight` writes them: "100 900" for a variable font's whole axis. */
  weight: string;
  /** Its `src` format: "woff2", or "woff2-variations" for a variable font. */
  format: string;
}

/** An installed font standing in until a self-hosted one arrives, its metrics adjusted to it so that the swap moves no text. */
export interface FallbackFont {
  family: string;
  /** Installed fonts, the first found is used: "Verdana", "DejaVu Sans"… */
  local: readonly string[];
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
  sizeAdjust: string;
}

/** The fonts a site serves itself, and what their files keep. */
export interface SiteFonts {
  /** In the order the page preloads them. */
  files: readonly SelfHostedFont[];
  fallbacks: readonly FallbackFont[];
  subset: {
    /** The characters the site's language is written with: the files keep these, the fallback draws any other. */
    codePoints: CodePointRanges;
    /** The weight range kept from a variable font's `wght` axis. */
    weights: { min: number; max: number };
    /** The OpenType features kept: kerning, ligatures, and those the styles turn on. */
    features: readonly string[];
  };
}

/**
 * A site's brand as plain data (no Chakra at run time): Chakra renders the pages with it, Panda compiles the islands'
 * classes from it (panda.config.ts), and both give its tokens the same CSS variables.
 *
 * The engine's shell and UI kit draw with names the theme defines: the palettes `brand` and `accent` (with the semantic
 * `solid`, `contrast`, `fg`, `muted`, `subtle`, `emphasized`, `focusRing`), the colours `bg`, `fg` (and `fg.invertedMuted`, the muted ink on a dark surface) and `border`, the
 * fonts `heading` and `body`, the radius and shadows `card` and `cardHover`, the text styles `eyebrow` and `label`, the
 * focus ring (layer style) `focusRing`, the button variants `primary`, `accent`, `outlineBrand` and `outlineLight`, the
 * link variants `standalone` and `inline` and the card variant `feature`. The engine adds its kit's recipes
 * (disclosure, choice tabs) and what its shell needs of the global styles.
 */
export interface SiteTheme {
  /** Over Chakra's theme: tokens (palettes, fonts, radii, shadows), semantic tokens, keyframes, text styles, recipes. */
  theme: ThemingConfig;
  /** The page's global styles (Chakra writes them into every prerendered page; Panda leaves them out). */
  globalCss: NonNullable<SystemConfig['globalCss']>;
  /** The fonts it serves itself; none when its font tokens name installed fonts only. */
  fonts?: SiteFonts;
  /** The browser's UI colour (`<meta name="theme-color">`): one of its palette's values. */
  themeColor: string;
}
