import { defineConfig } from "@chakra-ui/react";
import {
  badgeRecipe,
  blockquoteSlotRecipe,
  breadcrumbSlotRecipe,
  iconRecipe,
  listSlotRecipe,
  separatorRecipe,
  accordionSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  collapsibleSlotRecipe,
  fieldSlotRecipe,
  inputAddonRecipe,
  inputRecipe,
  menuSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  selectSlotRecipe,
  sliderSlotRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  toastSlotRecipe,
} from "@chakra-ui/react/theme";
import { withReadableDisabledLabel } from "./recipes/readable-disabled-label.ts";

/**
 * The recipes of the components the shell does not render as it hydrates (blocks, menus, forms,
 * tabs, accordions, sliders, toasts): the browser adds them to its system when the first part that
 * needs them loads, or with the first client-side navigation.
 */
export const componentRecipes = defineConfig({
  theme: {
    recipes: {
      badge: badgeRecipe,
      icon: iconRecipe,
      separator: separatorRecipe,
      checkmark: checkmarkRecipe,
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
      accordion: accordionSlotRecipe,
      checkbox: checkboxSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      field: withReadableDisabledLabel(fieldSlotRecipe),
      menu: menuSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      select: withReadableDisabledLabel(selectSlotRecipe),
      slider: sliderSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      tag: tagSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});
