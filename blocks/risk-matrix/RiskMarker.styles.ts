import { css, cx } from '../../styled-system/css/index.js';
import type { RiskSample } from './schema.ts';

/** Which side a risk's name opens towards, so it stays inside the matrix at its edges. */
export type MarkerAlign = 'start' | 'center' | 'end';

const marker = css({
  position: 'relative',
  '&:not([data-dismissed]):has(> button:is(:hover, :focus)) > [role="tooltip"]': { display: 'block' },
});

// A risk's colour is chosen at run time among the schema's palettes: one marker class each.
export const markers = {
  red: cx(marker, css({ colorPalette: 'red' })),
  orange: cx(marker, css({ colorPalette: 'orange' })),
  yellow: cx(marker, css({ colorPalette: 'yellow' })),
  green: cx(marker, css({ colorPalette: 'green' })),
  accent: cx(marker, css({ colorPalette: 'accent' })),
  brand: cx(marker, css({ colorPalette: 'brand' })),
} satisfies Record<RiskSample['colour'], string>;

export const dot = css({
  boxSize: { base: '8', md: '10' },
  borderRadius: 'full',
  bg: 'colorPalette.solid',
  color: 'colorPalette.contrast',
  fontWeight: '700',
  boxShadow: 'card',
  cursor: 'pointer',
  transition: 'transform 0.15s ease',
  _hover: { transform: 'scale(1.1)' },
  _motionReduce: { transition: 'none', _hover: { transform: 'none' } },
  _focusVisible: { layerStyle: 'focusRing' },
});

const tip = css({
  display: 'none',
  position: 'absolute',
  bottom: 'calc(100% + 8px)',
  zIndex: 'tooltip',
  whiteSpace: 'nowrap',
  px: '3',
  py: '1.5',
  borderRadius: 'md',
  bg: 'brand.solid',
  color: 'brand.contrast',
  fontSize: 'sm',
  fontWeight: '600',
  boxShadow: 'cardHover',
  pointerEvents: 'none',
});

// The side the name opens towards, one tip class each.
export const tips = {
  start: cx(tip, css({ left: '0' })),
  center: cx(tip, css({ left: '50%', transform: 'translateX(-50%)' })),
  end: cx(tip, css({ right: '0' })),
} satisfies Record<MarkerAlign, string>;
