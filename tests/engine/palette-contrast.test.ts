import { describe, expect, it } from 'vitest';
import { system } from '../../theme/system.ts';
import { contrastRatio } from './support/contrast.ts';

/** A colour token of the brand system as the light page paints it, e.g. "colors.green.solid" → "#15803d". */
function hexOf(name: string): string {
  const token = system.tokens.getByName(name);
  if (!token) throw new Error(`no token ${name}`);
  const conditions = token.extensions.conditions as Record<string, string> | undefined;
  const value = conditions?.base ?? conditions?._light ?? String(token.originalValue);
  const reference = /^\{(.+)\}$/.exec(value);
  if (reference) return hexOf(reference[1]!);
  return ({ white: '#ffffff', black: '#000000' } as Record<string, string>)[value] ?? value;
}

// Every palette a block may give a component (chips, badges, markers): its solid fill carries its contrast colour.
const solidPalette = (name: string) => /^colors\.([a-z]+)\.solid$/.exec(name)?.[1];
const palettes = [...new Set(system.tokens.allTokens.map((token) => solidPalette(token.name)).filter((name) => name !== undefined))];
const surfaces = ['bg', 'bg.panel', 'bg.muted'];

// The stories check in Chromium the states they show; this covers the palettes and surfaces they don't.
describe('brand colours meet WCAG AA for normal text (4.5:1)', () => {
  it('finds the palettes', () => expect(palettes).toEqual(expect.arrayContaining(['brand', 'accent', 'green', 'orange', 'red'])));

  it.each(palettes)('%s: contrast text on the solid fill', (palette) => {
    expect(contrastRatio(hexOf(`colors.${palette}.contrast`), hexOf(`colors.${palette}.solid`))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['fg', 'fg.muted', 'fg.error'].flatMap((text) => surfaces.map((surface) => [text, surface])))('%s on %s', (text, surface) => {
    expect(contrastRatio(hexOf(`colors.${text}`), hexOf(`colors.${surface}`))).toBeGreaterThanOrEqual(4.5);
  });
});
