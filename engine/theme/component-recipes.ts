import { defineConfig } from '@chakra-ui/react';
import {
  badgeRecipe,
  blockquoteSlotRecipe,
  breadcrumbSlotRecipe,
  iconRecipe,
  listSlotRecipe,
  separatorRecipe,
  fieldSlotRecipe,
  inputAddonRecipe,
  inputRecipe,
  nativeSelectSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';
import { withReadableDisabledLabel } from './recipes/readable-disabled-label.ts';

/**
 * The recipes of the Chakra components the blocks use beyond the shell's (widgets, forms, tables): part of the
 * brand system the prerenderer renders with, and of the browser's for islands still drawn with Chakra.
 */
export const componentRecipes = defineConfig({
  theme: {
    recipes: {
      badge: badgeRecipe,
      icon: iconRecipe,
      separator: separatorRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      radiomark: radiomarkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      blockquote: blockquoteSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      list: listSlotRecipe,
      field: withReadableDisabledLabel(fieldSlotRecipe),
      nativeSelect: nativeSelectSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      table: tableSlotRecipe,
      tag: tagSlotRecipe,
    },
  },
});
