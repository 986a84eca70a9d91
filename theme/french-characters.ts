import type { CodePointRanges } from '../engine/theme/site-theme.ts';

/**
 * The characters French text is written with, as code point ranges: ASCII, Latin-1 (accented letters, « », no-break
 * space, ·, ×), œ Œ, and the typographer's punctuation (’ “ ” ‘ „, – —, …, narrow no-break space before ; : ! ?, ‹ ›,
 * €, ™, −). The self-hosted fonts are cut down to these; any other character is drawn by the fallback font. Inter
 * and Fraunces have no U+2010-2012 hyphens and no ‛: they are left out.
 */
export const frenchCodePoints: CodePointRanges = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x152, 0x153],
  [0x2009, 0x2009],
  [0x2013, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x202f, 0x202f],
  [0x2039, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2212, 0x2212],
];
