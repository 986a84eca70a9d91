import { defineSlotRecipe } from '../../engine/theme/define.ts';

// Extends Chakra's card with the "feature" look shared by every card grid.
export const cardRecipe = defineSlotRecipe({
  // Chakra's card anatomy (cardAnatomy.keys()), written out: the brand is read without loading Chakra.
  slots: ['root', 'header', 'body', 'footer', 'title', 'description'],
  variants: {
    variant: {
      feature: {
        root: {
          bg: 'bg.panel',
          borderWidth: '1px',
          borderColor: 'border',
          borderRadius: 'card',
          boxShadow: 'card',
          transition: 'box-shadow 0.2s ease, transform 0.2s ease',
          _hover: { boxShadow: 'cardHover' },
        },
        title: { fontFamily: 'heading', fontWeight: '600', fontSize: 'xl', color: 'fg' },
        description: { color: 'fg.muted' },
      },
    },
  },
});
