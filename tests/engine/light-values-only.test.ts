import { describe, expect, it } from 'vitest';
import { lightValuesOnly } from '../../engine/theme/light-values-only.ts';
import { system } from '../../theme/system.ts';

describe('lightValuesOnly', () => {
  it('keeps the light value of a token written per colour mode', () => {
    expect(lightValuesOnly({ fg: { muted: { value: { _light: '{colors.gray.600}', _dark: '{colors.gray.400}' } } } })).toEqual({
      fg: { muted: { value: '{colors.gray.600}' } },
    });
  });

  it('leaves plain values, descriptions and nesting as they are', () => {
    const tokens = { bg: { DEFAULT: { value: 'white', description: 'page' }, panel: { value: '{colors.white}' } } };
    expect(lightValuesOnly(tokens)).toEqual(tokens);
  });

  it('leaves the tokens it was given untouched', () => {
    const tokens = { fg: { value: { _light: 'black', _dark: 'white' } } };
    lightValuesOnly(tokens);
    expect(tokens.fg.value).toEqual({ _light: 'black', _dark: 'white' });
  });
});

describe('the brand system', () => {
  it('gives every default semantic colour its light value, and only that', () => {
    expect(system.tokens.getByName('colors.gray.solid')?.extensions.conditions).toEqual({ base: '{colors.gray.900}' });
    expect(system.tokens.getByName('colors.red.fg')?.extensions.conditions).toEqual({ base: '{colors.red.700}' });
  });

  it('writes no dark-mode CSS variables', () => {
    expect(JSON.stringify(system._global)).not.toMatch(/\.dark/);
  });
});
