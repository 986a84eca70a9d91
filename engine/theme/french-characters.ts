/**
 * The characters French text is written with, as code point ranges: ASCII, Latin-1 (accented letters, « », no-break
 * space, ·, ×), œ Œ, and the typographer's punctuation (’ “ ” ‘ „, – —, …, narrow no-break space before ; : ! ?, ‹ ›,
 * €, ™, −). The self-hosted fonts are cut down to these; any other character is drawn by the fallback font. Inter
 * and Fraunces have no U+2010-2012 hyphens and no ‛: they are left out.
 */
export const frenchCodePoints: readonly (readonly [number, number])[] = [
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

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');

/** The ranges as an @font-face `unicode-range`: "U+0020-007E, …, U+20AC". */
export function unicodeRange(ranges: readonly (readonly [number, number])[]): string {
  return ranges.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)).join(', ');
}

/** Every character of the ranges, in order: the text a font is cut down to. */
export function charactersOf(ranges: readonly (readonly [number, number])[]): string {
  return ranges.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index))).join('');
}

/** Whether a character is one of the ranges. */
export function isInRanges(character: string, ranges: readonly (readonly [number, number])[]): boolean {
  const codePoint = character.codePointAt(0)!;
  return ranges.some(([first, last]) => codePoint >= first && codePoint <= last);
}
