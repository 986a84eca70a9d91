import { css, cx } from '../../styled-system/css/index.js';
import { stack } from '../../styled-system/patterns/index.js';
import { button } from '../../styled-system/recipes/index.js';
import { stepHeadingClass } from './step-heading-style.ts';

export const styles = {
  question: stack({ gap: '6' }),
  progress: css({ colorPalette: 'accent' }),
  progressText: css({ display: 'block', textAlign: 'end', mb: '2', fontSize: 'sm', fontWeight: '600', color: 'fg.muted' }),
  heading: stepHeadingClass({ fontSize: { base: 'xl', md: '2xl' } }),
  options: stack({ gap: '3' }),
  option: cx(
    button({ variant: 'outline' }),
    css({
      w: 'full',
      h: 'auto',
      minH: '12',
      py: '3',
      px: '5',
      justifyContent: 'flex-start',
      textAlign: 'start',
      whiteSpace: 'normal',
      borderRadius: 'xl',
      borderColor: 'border',
      bg: 'bg.panel',
      color: 'fg',
      fontWeight: '500',
      _hover: { borderColor: 'accent.solid', bg: 'accent.subtle' },
    }),
  ),
};
