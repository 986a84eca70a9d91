import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { charactersOf, isInRanges, unicodeRange } from '../../engine/theme/code-points.ts';
import { frenchCodePoints } from '../../theme/french-characters.ts';

const root = resolve(import.meta.dirname, '../..');

describe('French characters', () => {
  it('writes ranges as an @font-face unicode-range', () => {
    expect(
      unicodeRange([
        [0x20, 0x7e],
        [0x20ac, 0x20ac],
      ]),
    ).toBe('U+0020-007E, U+20AC');
  });

  it('lists every character of the ranges', () => {
    expect(
      charactersOf([
        [0x61, 0x63],
        [0x153, 0x153],
      ]),
    ).toBe('abcœ');
  });

  it('holds the letters and the punctuation of French typography', () => {
    const text = charactersOf(frenchCodePoints);
    for (const character of 'àâæçéèêëîïôœùûüÿÀÂÆÇÉÈÊËÎÏÔŒÙÛÜ«»’“”…–—€\u00a0\u202f') expect(text, character).toContain(character);
  });

  // What a visitor reads is drawn in the brand's fonts, which keep only these characters: one outside them (a Polish
  // name, an emoji) would show in the fallback font in the middle of the text. The non-breaking hyphen of "C‑level"
  // is the exception: neither font has one, and the fallback's, metric-matched, looks like theirs.
  const drawnByFallback = new Set(['\u2011']);

  it('covers every character of the site’s pages and data files', () => {
    const files = ['pages', 'data'].flatMap((folder) =>
      readdirSync(join(root, folder))
        .filter((file) => file.endsWith('.json'))
        .map((file) => join(folder, file)),
    );
    const outside = files.flatMap((file) =>
      [...new Set(readFileSync(join(root, file), 'utf8'))]
        .filter((character) => character >= ' ' && !drawnByFallback.has(character) && !isInRanges(character, frenchCodePoints))
        .map((character) => `${file}: ${character}`),
    );
    expect(outside).toEqual([]);
  });
});
