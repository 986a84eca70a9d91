import { defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  badgeRecipe,
  blockquoteSlotRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { lightValuesOnly } from './light-values-only.ts';
import { siteTheme } from './site-tokens.ts';
import { withReadableDisabledLabel } from './recipes/readable-disabled-label.ts';

const site = siteTheme({ tokens, semanticTokens, keyframes });
const lightSiteTheme = { ...site, semanticTokens: lightValuesOnly(site.semanticTokens) };

/**
 * Chakra's default theme with the tokens the site uses (site-tokens.ts) and the recipes of the components the pages
 * are rendered with; Chakra's other recipes (date pickers, carousels…) are left out.
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
    ...lightSiteTheme,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      blockquote: blockquoteSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      card: cardSlotRecipe,
      field: withReadableDisabledLabel(fieldSlotRecipe),
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      table: tableSlotRecipe,
      tag: tagSlotRecipe,
    },
  },
});
