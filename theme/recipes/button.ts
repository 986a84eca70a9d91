import { defineRecipe } from '../../engine/theme/define.ts';

/**
 * A size whose button may grow below `sm`, where its label can wrap: `height` (Chakra's for that size) becomes its
 * least height, with a padding small enough that one line, border included, still takes exactly that height.
 */
const growingBelowSm = (height: string) => ({ h: { base: 'auto', sm: height }, minH: height, py: { base: '1.5', sm: '0' } });

// Extends Chakra's button with the brand's variants, used by every call to action on the site (the engine's shell and UI kit included).
export const buttonRecipe = defineRecipe({
  base: {
    fontWeight: '600',
    borderRadius: 'full',
    letterSpacing: '0.01em',
    // Longhands, which replace Chakra's own (transitionProperty, transitionDuration) under both compilers: Panda
    // writes a shorthand before the longhands, which would then win over it in the islands' buttons only.
    transitionProperty: 'all',
    transitionDuration: '0.2s',
    transitionTimingFunction: 'ease',
    // On a narrow screen a label longer than the line wraps inside its button instead of pushing the page sideways
    // (WCAG's reflow at 320 px); wider, a button keeps its label on one line.
    whiteSpace: { base: 'normal', sm: 'nowrap' },
    textAlign: 'center',
  },
  variants: {
    size: { sm: growingBelowSm('9'), md: growingBelowSm('10'), lg: growingBelowSm('11') },
    variant: {
      primary: {
        bg: 'brand.solid',
        color: 'brand.contrast',
        _hover: { bg: 'brand.700' },
        _expanded: { bg: 'brand.700' },
      },
      accent: {
        bg: 'accent.solid',
        color: 'accent.contrast',
        _hover: { bg: 'accent.400' },
      },
      // Outlined in the brand's colour, on light surfaces: the call to action beside a primary one.
      outlineBrand: {
        borderColor: 'brand.solid',
        color: 'brand.solid',
        _hover: { bg: 'brand.subtle' },
      },
      outlineLight: {
        borderWidth: '1px',
        borderColor: 'whiteAlpha.600',
        color: 'white',
        _hover: { bg: 'whiteAlpha.200' },
      },
    },
  },
});
