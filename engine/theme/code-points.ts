import type { CodePointRanges } from './site-theme.ts';

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');

/** The ranges as an @font-face `unicode-range`: "U+0020-007E, …, U+20AC". */
export function unicodeRange(ranges: CodePointRanges): string {
  return ranges.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)).join(', ');
}

/** Every character of the ranges, in order: the text a font is cut down to. */
export function charactersOf(ranges: CodePointRanges): string {
  return ranges.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index))).join('');
}

/** Whether a character is one of the ranges. */
export function isInRanges(character: string, ranges: CodePointRanges): boolean {
  const codePoint = character.codePointAt(0)!;
  return ranges.some(([first, last]) => codePoint >= first && codePoint <= last);
}
