import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { checkboxSlotRecipe, checkmarkRecipe, fieldsetSlotRecipe } from '@chakra-ui/react/theme';
import { theme } from 'virtual:site-theme';
import { chakraTheme } from '../../engine/theme/chakra-theme.ts';
import { themeConfig } from '../../engine/theme/theme-config.ts';

/** The editor's form parts the site itself never renders. */
const editorRecipes = defineConfig({
  theme: {
    recipes: { checkmark: checkmarkRecipe },
    slotRecipes: { checkbox: checkboxSlotRecipe, fieldset: fieldsetSlotRecipe },
  },
});

/** The brand system of the site in use (tokens, fonts, recipes) with the recipes of the editor's own controls. */
export const editorSystem = createSystem(defaultBaseConfig, chakraTheme, editorRecipes, themeConfig(theme));
