import { defineSlotRecipe } from '@chakra-ui/react';
import { cardAnatomy } from '@chakra-ui/react/anatomy';

// Extends Chakra's card with the "feature" look shared by every card grid.
export const cardRecipe = defineSlotRecipe({
  slots: cardAnatomy.keys(),
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
