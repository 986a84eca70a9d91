import { describe, expect, it } from 'vitest';
import { categoryColours } from '../../blocks/_collections/faq.ts';
import { SEVERITY_PALETTES } from '../../blocks/risk-matrix/logic.ts';
import { riskColours } from '../../blocks/risk-matrix/schema.ts';
import { system } from '../../theme/system.ts';

// A palette missing from the theme leaves what uses it with no fill at all: a chip's white text on white.
const inUse = {
  'FAQ category chips': categoryColours,
  'risk markers': riskColours,
  'risk matrix cells': SEVERITY_PALETTES,
};

describe('every colour palette a block may be given is in the brand’s theme', () => {
  it.each(Object.entries(inUse))('%s', (_use, palettes) => {
    const missing = palettes.filter((palette) => !['solid', 'contrast', 'subtle', 'fg'].every((part) => system.tokens.getByName(`colors.${palette}.${part}`)));
    expect(missing).toEqual([]);
  });
});
