import { defineSlotRecipe } from '../define.ts';

/**
 * Panels chosen with radio buttons drawn as a row of tabs: the checked one shows its panel through CSS
 * alone, so the choice works from the first paint, with or without script.
 */
export const choiceTabsRecipe = defineSlotRecipe({
  className: 'choice-tabs',
  slots: ['root', 'list', 'tab', 'input', 'panel'],
  base: {
    list: {
      display: 'flex',
      flexWrap: 'wrap',
      gap: '1',
      width: 'fit-content',
      maxW: 'full',
      p: '1',
      m: '0',
      border: '0',
      bg: 'bg.muted',
      borderRadius: 'xl',
    },
    tab: {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      minH: '10',
      px: '4',
      py: '2',
      borderRadius: 'lg',
      fontWeight: '600',
      color: 'fg.muted',
      cursor: 'pointer',
      transition: 'background 0.15s ease, color 0.15s ease',
      _motionReduce: { transition: 'none' },
      _hover: { color: 'fg' },
      '&:has(input:checked)': { bg: 'bg.panel', color: 'fg', boxShadow: 'card' },
      '&:has(input:focus-visible)': { layerStyle: 'focusRing' },
    },
    // Kept in the accessibility tree and the tab order, visually replaced by its tab.
    input: { position: 'absolute', inset: '0', opacity: '0', margin: '0', cursor: 'pointer' },
    panel: { display: 'none', pt: '6' },
  },
  variants: {
    shape: {
      rounded: {},
      pill: { list: { borderRadius: 'full' }, tab: { borderRadius: 'full' } },
    },
  },
  defaultVariants: { shape: 'rounded' },
});
