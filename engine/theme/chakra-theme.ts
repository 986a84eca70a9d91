import { defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  globalCss,
  headingRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { lightValuesOnly } from './light-values-only.ts';

/**
 * Chakra's default theme with the recipes of the shell's components. The blocks' (widgets, forms, tables) are in
 * component-recipes.ts; Chakra's other recipes (date pickers, carousels…) are left out.
 * The stories check that no component renders without its recipe. No dark mode: semantic tokens keep their
 * light value only.
 */
export const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens: lightValuesOnly(semanticTokens),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      link: linkRecipe,
    },
    slotRecipes: {
      card: cardSlotRecipe,
    },
  },
});
