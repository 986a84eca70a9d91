import { css } from '../../styled-system/css/index.js';
import { flex, stack } from '../../styled-system/patterns/index.js';
import { criteriaCategoryHeadingClass } from '../../engine/ui-kit/criteria-table-style.ts';

// The browser's own range input, in the brand's colours: it moves by pointer, touch and keyboard from
// the first paint, and where it was left before the page was interactive is where the table starts.
const thumb = {
  appearance: 'none',
  boxSize: '6',
  borderRadius: 'full',
  bg: 'bg.panel',
  border: '3px solid',
  borderColor: 'accent.solid',
  boxShadow: 'card',
  cursor: 'grab',
} as const;

export const styles = {
  root: stack({ gap: '6' }),
  slider: stack({ gap: '2' }),
  labelLine: flex({ justify: 'space-between', align: 'baseline' }),
  label: css({ fontWeight: '600' }),
  value: css({ fontWeight: '600', color: 'fg.muted' }),
  range: css({
    appearance: 'none',
    w: 'full',
    h: '6',
    bg: 'transparent',
    cursor: 'pointer',
    '&::-webkit-slider-runnable-track': {
      h: '8px',
      borderRadius: 'full',
      bg: 'linear-gradient(to right, var(--chakra-colors-accent-solid) var(--filled), var(--chakra-colors-bg-muted) var(--filled))',
    },
    '&::-moz-range-track': { h: '8px', borderRadius: 'full', bg: 'bg.muted' },
    '&::-moz-range-progress': { h: '8px', borderRadius: 'full', bg: 'accent.solid' },
    '&::-webkit-slider-thumb': { ...thumb, mt: 'calc((8px - var(--chakra-sizes-6)) / 2)' },
    '&::-moz-range-thumb': thumb,
    _focusVisible: {
      outline: 'none',
      '&::-webkit-slider-thumb': { layerStyle: 'focusRing' },
      '&::-moz-range-thumb': { layerStyle: 'focusRing' },
    },
  }),
  ends: css({ display: 'flex', justifyContent: 'space-between', fontSize: 'sm', fontWeight: '600' }),
  // The end of the view shown stands out.
  consultantEnd: css({ color: 'fg.muted', '[data-view=consultant] &': { color: 'fg' } }),
  chiefOfStaffEnd: css({ color: 'fg.muted', '[data-view=chiefOfStaff] &': { color: 'fg' } }),
  note: css({ fontSize: 'sm', color: 'fg.muted' }),
  shown: css({
    fontFamily: 'heading',
    fontSize: { base: 'xl', md: '2xl' },
    fontWeight: '600',
    color: 'brand.solid',
    '[data-view=chiefOfStaff] &': { color: 'accent.fg' },
  }),
  // Chakra's table scroll area: a table wider than the screen scrolls within its frame.
  scrollArea: css({
    display: 'block',
    whiteSpace: 'nowrap',
    WebkitOverflowScrolling: 'touch',
    overflow: 'auto',
    maxW: '100%',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'xl',
  }), // The criteria column, narrower from tablets on.
  categoryHeading: criteriaCategoryHeadingClass(css.raw({ w: { md: '30%' } })),
};
