import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { checkboxSlotRecipe, checkmarkRecipe, fieldsetSlotRecipe } from '@chakra-ui/react/theme';
import { brandConfig } from '../../engine/theme/brand-config.ts';
import { chakraTheme } from '../../engine/theme/chakra-theme.ts';

/** The editor's form parts the site itself never renders. */
const editorRecipes = defineConfig({
  theme: {
    recipes: { checkmark: checkmarkRecipe },
    slotRecipes: { checkbox: checkboxSlotRecipe, fieldset: fieldsetSlotRecipe },
  },
});

/** The site's brand system (tokens, fonts, recipes) with the recipes of the editor's own controls. */
export const editorSystem = createSystem(defaultBaseConfig, chakraTheme, editorRecipes, brandConfig);
