import { defineRecipe } from '../../engine/theme/define.ts';

// Extends Chakra's link with the brand's, used by static blocks and islands alike: in its colour, bold.
export const linkRecipe = defineRecipe({
  variants: {
    variant: {
      // On its own (a card's action, an address): underlined, faintly, under the pointer.
      standalone: {
        color: 'brand.solid',
        fontWeight: '600',
        _hover: { textDecoration: 'underline', textUnderlineOffset: '3px', textDecorationColor: 'currentColor/20' },
      },
      // In running text: underlined.
      inline: { color: 'brand.solid', fontWeight: '600', textDecoration: 'underline', textUnderlineOffset: '3px' },
    },
  },
});
