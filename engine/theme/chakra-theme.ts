import { defineConfig } from "@chakra-ui/react";
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
} from "@chakra-ui/react/theme";

// Palettes no component or page of the site uses: their tokens would only add to every page's CSS
// variables and to the system's work in the browser. Gray, red, orange, green and blue stay (neutral
// and status colours of Chakra's own components).
const unusedPalettes = new Set(["yellow", "teal", "cyan", "purple", "pink"]);
const withoutUnusedPalettes = <T extends object>(colors: T): T =>
  Object.fromEntries(
    Object.entries(colors).filter(([name]) => !unusedPalettes.has(name)),
  ) as T;

/**
 * Chakra's default theme with the recipes of the components the shell renders as it hydrates.
 * The others (blocks, menus, forms) are in component-recipes.ts and come with the first part that
 * comes alive or the first navigation; Chakra's other recipes (date pickers, carousels…) are left out.
 * The stories check that no component renders without its recipe.
 */
export const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix: "chakra",
  cssVarsRoot: ":where(html, .chakra-theme)",
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors ?? {}) },
    semanticTokens: {
      ...semanticTokens,
      colors: withoutUnusedPalettes(semanticTokens.colors ?? {}),
    },
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
