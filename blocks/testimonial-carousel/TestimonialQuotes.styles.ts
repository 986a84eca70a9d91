import { css, cx } from '../../styled-system/css/index.js';
import { flex, stack } from '../../styled-system/patterns/index.js';
import { button } from '../../styled-system/recipes/index.js';

const caption = css({ fontSize: 'sm' });

export const styles = {
  live: css({ minH: { base: '64', md: '48' }, display: 'flex', alignItems: 'center' }),
  controls: flex({ align: 'center', gap: '5' }),
  position: css({ fontSize: 'sm', fontWeight: '600', opacity: 0.8 }),
  figure: stack({ gap: '5', align: 'center', animation: 'fade-in 0.4s ease-out', _motionReduce: { animation: 'none' } }),
  quote: css({ fontFamily: 'heading', fontSize: { base: 'xl', md: '2xl' }, lineHeight: '1.45', maxW: '3xl' }),
  next: button({ variant: 'outline' }),
  nextOnDark: button({ variant: 'outlineLight' }),
};

// One set of classes per surface: the surface is known when the page is built, the styles are compiled then.
export const surfaces = {
  dark: {
    icon: css({ color: 'accent.300' }),
    caption: cx(caption, css({ color: 'fg.invertedMuted' })),
    author: css({ fontWeight: '700', color: 'fg.inverted' }),
  },
  light: {
    icon: css({ color: 'accent.solid' }),
    caption: cx(caption, css({ color: 'fg.muted' })),
    author: css({ fontWeight: '700', color: 'fg' }),
  },
};
