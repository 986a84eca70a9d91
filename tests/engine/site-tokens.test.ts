import { describe, expect, it } from 'vitest';
import { statusPalettes } from '../../engine/theme/site-tokens.ts';
import { system } from '../../theme/system.ts';

const palettesOf = (names: string[]) => new Set(names.map((name) => /^colors\.([a-zA-Z]+)\./.exec(name)?.[1]).filter((palette) => palette !== undefined));
const tokenNames = system.tokens.allTokens.map((token) => token.name);
const variables = JSON.stringify(system.getTokenCss());

describe('the brand system holds the tokens the site uses', () => {
  it("has the brand's palettes and the status colours, and none of Chakra's others", () => {
    expect([...palettesOf(tokenNames)].sort()).toEqual(
      [...['brand', 'accent', 'ivory', 'slate', 'whiteAlpha', 'colorPalette', 'bg', 'fg', 'border'], ...statusPalettes].sort(),
    );
    for (const palette of ['blue', 'teal', 'cyan', 'purple', 'pink', 'blackAlpha']) expect(variables).not.toContain(`--chakra-colors-${palette}-`);
  });

  it('drops a semantic colour that points at a left-out palette, and keeps those of the kept ones', () => {
    expect(system.tokens.getByName('colors.bg.info')).toBeUndefined();
    expect(system.tokens.getByName('colors.bg.error')).toBeDefined();
    expect(system.tokens.getByName('colors.fg.warning')).toBeDefined();
  });

  it('writes the keyframes the site animates with only', () => {
    expect([...variables.matchAll(/@keyframes ([\w-]+)/g)].map(([, name]) => name)).toEqual([]);
    const css = JSON.stringify(system.getGlobalCss());
    expect([...new Set([...css.matchAll(/@keyframes ([\w-]+)/g)].map(([, name]) => name))].sort()).toEqual(['fade-in', 'float-in', 'spin']);
  });

  it('leaves out the scales no block uses', () => {
    for (const group of ['aspect-ratios', 'blurs', 'borders', 'easings', 'letter-spacings', 'line-heights'])
      expect(variables).not.toContain(`--chakra-${group}-`);
    expect(variables).toContain('--chakra-spacing-4');
    expect(variables).toContain('--chakra-animations-spin');
    expect(variables).not.toContain('--chakra-animations-bounce');
  });
});
