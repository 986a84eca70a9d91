import type { FallbackFont, SelfHostedFont, SiteFonts } from '../engine/theme/site-theme.ts';
import { frenchCodePoints } from './french-characters.ts';

const inter = {
  family: 'Inter Variable',
  file: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  format: 'woff2-variations',
} satisfies SelfHostedFont;

const fraunces = {
  family: 'Fraunces Variable',
  file: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  weight: '100 900',
  format: 'woff2-variations',
} satisfies SelfHostedFont;

// Fallback faces whose metrics are adjusted to the web fonts, so swapping them in moves no text. A heading
// set in a fallback narrower than Fraunces wraps onto fewer lines, and the swap then pushes the page down
// (CLS 0.021 on a phone when the fonts arrived after the first paint). 119 % is the size at which the most
// headings of the 25 pages keep their line count at 390 and 1440 px (699 of 710; 661 at the former 112 %).
const interFallback = {
  family: 'Inter Fallback',
  local: ['Arial', 'Liberation Sans', 'Helvetica'],
  ascentOverride: '90.2%',
  descentOverride: '22.48%',
  lineGapOverride: '0%',
  sizeAdjust: '107.4%',
} satisfies FallbackFont;

// Capitals are wider in Arial than in Inter, next to their lower case: an eyebrow set in the body's fallback took up to
// 11 % more room than in Inter, wrapped onto a second line, and the swap took it back (CLS 0.017 on a phone). The
// eyebrows and labels, the site's only capitals, have a fallback of their own: at 99.7 % their total width is Inter's
// (each within 4 %).
const interCapitalsFallback = { ...interFallback, family: 'Inter Capitals Fallback', sizeAdjust: '99.7%' } satisfies FallbackFont;

const frauncesFallback = {
  family: 'Fraunces Fallback',
  local: ['Times New Roman', 'Liberation Serif', 'Georgia'],
  ascentOverride: '84%',
  descentOverride: '22%',
  lineGapOverride: '0%',
  sizeAdjust: '119%',
} satisfies FallbackFont;

/** A font token's value: the web font, its fallback, then what an old browser has. */
const stack = (font: { family: string }, fallback: { family: string }, installed: string) => `'${font.family}', '${fallback.family}', ${installed}`;

/** Serif headings over a sober sans. */
export const fontTokens = {
  heading: { value: stack(fraunces, frauncesFallback, 'Georgia, serif') },
  body: { value: stack(inter, interFallback, 'system-ui, sans-serif') },
  /** Text set in capitals (the eyebrow and label text styles): the body's font, with a fallback sized on capitals. */
  capitals: { value: stack(inter, interCapitalsFallback, 'system-ui, sans-serif') },
};

/**
 * Self-hosted variable fonts, cut down at build to French text and the weights the styles use, and preloaded by
 * every page. The subset keeps French text, the weights the styles set (400 to 700: body, medium, semibold, bold),
 * kerning and the default ligatures and contextual forms, plus what the styles turn on: Inter's single-storey "a"
 * (`cv11`, Chakra's global style) and tabular figures (`tnum`, `lnum`: badges and tables). Inter 48 -> 26 KB,
 * Fraunces 37 -> 32 KB.
 */
export const fonts = {
  files: [inter, fraunces],
  fallbacks: [interFallback, interCapitalsFallback, frauncesFallback],
  subset: {
    codePoints: frenchCodePoints,
    weights: { min: 400, max: 700 },
    features: ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'calt', 'rlig', 'rvrn', 'cv11', 'tnum', 'lnum'],
  },
} satisfies SiteFonts;
