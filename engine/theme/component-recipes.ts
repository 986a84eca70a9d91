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
 * The recipes of the components the shell does not render as it hydrates (blocks' widgets, forms,
 * tables): the browser adds them to its system before the page's islands hydrate, or with
 * the first client-side navigation.
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
