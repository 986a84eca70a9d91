import { button } from '../../styled-system/recipes/index.js';

/**
 * The brand's buttons as links, one class per variant (cta-variant.ts) and size: the rules of Panda's button recipe,
 * which the islands' buttons use too, so that a page draws them with one set of rules, static parts and islands alike.
 */
export const ctaLinks = {
  primary: { sm: button({ variant: 'primary', size: 'sm' }), md: button({ variant: 'primary', size: 'md' }), lg: button({ variant: 'primary', size: 'lg' }) },
  accent: { sm: button({ variant: 'accent', size: 'sm' }), md: button({ variant: 'accent', size: 'md' }), lg: button({ variant: 'accent', size: 'lg' }) },
  outlineBrand: {
    sm: button({ variant: 'outlineBrand', size: 'sm' }),
    md: button({ variant: 'outlineBrand', size: 'md' }),
    lg: button({ variant: 'outlineBrand', size: 'lg' }),
  },
  outlineLight: {
    sm: button({ variant: 'outlineLight', size: 'sm' }),
    md: button({ variant: 'outlineLight', size: 'md' }),
    lg: button({ variant: 'outlineLight', size: 'lg' }),
  },
};
