import { css, cx } from '../../styled-system/css/index.js';
import { link } from '../../styled-system/recipes/index.js';

/** A link in running text: the link recipe's `inline` variant; on a dark surface, in the text's own colour, still underlined and bold. */
export const textLinks = {
  light: link({ variant: 'inline' }),
  dark: cx(link({ variant: 'inline' }), css({ color: 'inherit' })),
};
