import { css, cx } from '../../styled-system/css/index.js';
import { button } from '../../styled-system/recipes/index.js';

// The outline variant on a light surface is drawn in the brand's colour.
const brandOutline = css({ borderRadius: 'full', borderColor: 'brand.solid', color: 'brand.solid' });

/** One class per variant (cta-variant.ts) and size. */
export const ctaLinks = {
  primary: { md: button({ variant: 'primary', size: 'md' }), lg: button({ variant: 'primary', size: 'lg' }) },
  accent: { md: button({ variant: 'accent', size: 'md' }), lg: button({ variant: 'accent', size: 'lg' }) },
  outline: { md: cx(button({ variant: 'outline', size: 'md' }), brandOutline), lg: cx(button({ variant: 'outline', size: 'lg' }), brandOutline) },
  outlineLight: { md: button({ variant: 'outlineLight', size: 'md' }), lg: button({ variant: 'outlineLight', size: 'lg' }) },
};
