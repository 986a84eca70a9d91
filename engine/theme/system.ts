import { createBrandSystem } from './create-brand-system.ts';

export { createBrandSystem };

/**
 * The brand system, complete: deep navy, warm brass accent, ivory paper; serif headings over a sober
 * sans. The prerenderer makes one per page (create-brand-system.ts); this one is for Storybook and tests.
 */
export const system = createBrandSystem();
