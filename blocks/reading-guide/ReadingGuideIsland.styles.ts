import { css, cx } from '../../styled-system/css/index.js';
import { hstack } from '../../styled-system/patterns/index.js';
import { link } from '../../styled-system/recipes/index.js';

export const styles = {
  track: css({ position: 'fixed', top: '0', insetX: '0', h: '3px', zIndex: 'banner', pointerEvents: 'none' }),
  bar: css({ h: 'full', bg: 'accent.solid', transformOrigin: 'left' }),
  nav: css({
    position: 'sticky',
    top: '72px',
    zIndex: 'docked',
    bg: 'bg/95',
    backdropFilter: 'saturate(180%) blur(8px)',
    borderBottomWidth: '1px',
    borderColor: 'border',
  }),
  // Chakra's Container, as the sections' columns are drawn.
  column: css({ position: 'relative', w: '100%', mx: 'auto', maxW: '6xl', px: { base: '5', md: '8' } }),
  list: hstack({ listStyleType: 'none', gap: { base: '1', md: '2' }, py: '2', overflowX: 'auto', justify: { md: 'center' } }),
  // The current link is an attribute these constant styles select on.
  link: cx(
    link(),
    css({
      display: 'block',
      whiteSpace: 'nowrap',
      px: '3',
      py: '1.5',
      borderRadius: 'full',
      fontSize: 'sm',
      fontWeight: '600',
      textDecoration: 'none',
      color: 'fg.muted',
      _hover: { color: 'fg', bg: 'bg.muted' },
      '&[aria-current=location]': { color: 'brand.contrast', bg: 'brand.solid' },
      '&[aria-current=location]:hover': { color: 'brand.contrast', bg: 'brand.solid' },
    }),
  ),
};
