import { createBrandSystem } from './create-brand-system.ts';

export { createBrandSystem };

/**
 * The brand system, complete: deep navy, warm brass accent, ivory paper; serif headings over a sober
 * sans. For Storybook and tests; the site's browser code uses browser-system.ts.
 */
export const system = createBrandSystem();
