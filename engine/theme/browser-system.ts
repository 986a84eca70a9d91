import { createSystem, defaultBaseConfig, type SystemContext, type SystemConfig } from '@chakra-ui/react';
import { chakraTheme } from './chakra-theme.ts';
import { brandConfig } from './brand-config.ts';

/**
 * The system the browser hydrates with: the brand system without the recipes of interactive
 * components, which would weigh on every page's first download. `addRecipes` brings them in.
 */
export const browserSystem = createSystem(defaultBaseConfig, chakraTheme, brandConfig);

/**
 * Adds recipes to a system made without them. Chakra looks a recipe up by key when a component
 * first renders, so recipes added before the components that need them render are as good as
 * built in (same styles, same class names).
 */
export function addRecipes(system: SystemContext, { theme }: SystemConfig): void {
  const target = system._config.theme;
  if (!target) throw new Error('the system has no theme to add recipes to');
  target.recipes = { ...target.recipes, ...theme?.recipes };
  target.slotRecipes = { ...target.slotRecipes, ...theme?.slotRecipes };
}

let componentRecipesAdded: Promise<void> | undefined;

/** Downloads the interactive components' recipes into the browser system, once. */
export function loadComponentRecipes(): Promise<void> {
  componentRecipesAdded ??= import('./component-recipes.ts').then(({ componentRecipes }) => addRecipes(browserSystem, componentRecipes));
  return componentRecipesAdded;
}
