import { createSystem, defaultBaseConfig, type SystemContext, type SystemConfig } from '@chakra-ui/react';
import { chakraTheme } from './chakra-theme.ts';
import { brandConfig } from './brand-config.ts';
import { nextTask } from '../app/next-task.ts';

/**
 * A system for a prerendered page, whose head carries Chakra's global CSS (layer order, reset, base
 * styles, tokens): its provider renders them empty instead of serialising them again and, through
 * emotion, moving the prerendered style tags (a restyle of the whole page each time).
 */
export function forPrerenderedPage(system: SystemContext): SystemContext {
  // `_global` is a getter (engine/build/lazy-chakra-globals.ts) that nothing may call here.
  Object.defineProperty(system, '_global', { value: [] });
  system.layers = { ...system.layers, atRule: '' };
  return system;
}

/**
 * The system the browser hydrates with: the brand system without the recipes of interactive
 * components, which would weigh on every page's first download. `addRecipes` brings them in.
 */
// Made in a task of its own, between the evaluation of the modules it needs and of those that need it:
// each is a long task on a phone already.
await nextTask();
export const browserSystem = forPrerenderedPage(createSystem(defaultBaseConfig, chakraTheme, brandConfig));
await nextTask();

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
