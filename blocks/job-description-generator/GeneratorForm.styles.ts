import { css, cx } from '../../styled-system/css/index.js';
import { grid, stack } from '../../styled-system/patterns/index.js';
import { button, textarea } from '../../styled-system/recipes/index.js';

export const styles = {
  stack: stack({ gap: '6' }),
  fields: grid({ columns: { base: 1, md: 2 }, gap: '5' }),
  textarea: cx(textarea({ size: 'lg' }), css({ bg: 'bg.panel' })),
  salaryRange: css({ maxW: { md: '50%' }, pe: { md: '2.5' } }),
  privacyNote: css({ fontSize: 'sm', color: 'fg.muted' }),
  submit: cx(button({ variant: 'primary', size: 'lg' }), css({ alignSelf: { base: 'stretch', sm: 'flex-start' } })),
};
