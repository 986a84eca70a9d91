import { css, cx } from '../../styled-system/css/index.js';
import { flex } from '../../styled-system/patterns/index.js';
import { badge } from '../../styled-system/recipes/index.js';
import type { categoryColours } from '../_collections/faq.ts';

export type Palette = 'brand' | (typeof categoryColours)[number];

const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  h: '8',
  px: '3',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'border',
  bg: 'bg.panel',
  color: 'fg',
  fontSize: 'sm',
  fontWeight: '600',
  cursor: 'pointer',
  transition: 'background 0.15s ease, border-color 0.15s ease',
  _motionReduce: { transition: 'none' },
  _hover: { borderColor: 'colorPalette.solid' },
  _pressed: { bg: 'colorPalette.solid', borderColor: 'colorPalette.solid', color: 'colorPalette.contrast' },
  _focusVisible: { layerStyle: 'focusRing' },
});

// A category's colour comes from content: one chip class per palette the FAQ's schema allows (the brand's is also
// that of "all"). A colour added to the schema and not here fails the type check.
export const chips = {
  brand: cx(chip, css({ colorPalette: 'brand' })),
  accent: cx(chip, css({ colorPalette: 'accent' })),
  green: cx(chip, css({ colorPalette: 'green' })),
  orange: cx(chip, css({ colorPalette: 'orange' })),
  red: cx(chip, css({ colorPalette: 'red' })),
  gray: cx(chip, css({ colorPalette: 'gray' })),
} satisfies Record<Palette, string>;

export const styles = {
  group: flex({ wrap: 'wrap', gap: '2' }),
  // In the chip's palette (inherited); on the pressed chip, a light wash of its colour.
  count: cx(badge({ size: 'sm', variant: 'subtle' }), css({ borderRadius: 'full', '[aria-pressed=true] > &': { bg: 'bg.panel/25', color: 'inherit' } })),
};
