import { theme } from 'virtual:site-theme';
import { createBrandSystem } from './create-brand-system.ts';

/**
 * The brand system of the site in use, complete (its definition's theme, served by the site-pages plugin): for
 * Storybook, the editor's preview and the tests. The prerenderer makes one per page (create-brand-system.ts).
 */
export const system = createBrandSystem(theme);
