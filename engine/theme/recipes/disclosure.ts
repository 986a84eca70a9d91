import { defineSlotRecipe } from '../define.ts';

/**
 * A `<details>` disclosure: HTML opens and closes it, with no script (and `name` makes a group of them
 * exclusive, an accordion). The answer unfolds smoothly where the browser can animate to `auto`.
 */
export const disclosureRecipe = defineSlotRecipe({
  className: 'disclosure',
  slots: ['root', 'summary', 'indicator', 'content'],
  base: {
    root: {
      interpolateSize: 'allow-keywords',
      '&::details-content': {
        blockSize: '0',
        overflow: 'hidden',
        transition: 'block-size 0.2s ease, content-visibility 0.2s allow-discrete',
        _motionReduce: { transition: 'none' },
      },
      '&[open]::details-content': { blockSize: 'auto' },
    },
    summary: {
      display: 'flex',
      alignItems: 'center',
      gap: '3',
      cursor: 'pointer',
      listStyle: 'none',
      '&::-webkit-details-marker': { display: 'none' },
      _focusVisible: { layerStyle: 'focusRing' },
    },
    indicator: {
      display: 'inline-flex',
      flexShrink: '0',
      color: 'accent.fg',
      transition: 'transform 0.2s ease',
      _motionReduce: { transition: 'none' },
      '[open] > summary &': { transform: 'rotate(180deg)' },
    },
  },
  variants: {
    variant: {
      // A question and its answer, on a card (FAQ accordions).
      card: {
        root: { bg: 'bg.panel', color: 'fg', borderWidth: '1px', borderColor: 'border', borderRadius: 'xl', px: { base: '4', md: '6' } },
        summary: { py: '5', fontFamily: 'heading', fontSize: { base: 'md', md: 'lg' }, fontWeight: '600', textAlign: 'start', borderRadius: 'xl' },
        content: { pb: '5' },
      },
      // The parts draw their own box (matrix cards, pyramid levels, case details).
      plain: {},
    },
  },
  defaultVariants: { variant: 'card' },
});
