import { css, cx } from '../../styled-system/css/index.js';
import { grid, stack } from '../../styled-system/patterns/index.js';
import { button } from '../../styled-system/recipes/index.js';

export const styles = {
  form: stack({ gap: '6' }),
  header: stack({ gap: '2' }),
  intro: css({ color: 'fg.muted' }),
  fields: grid({ columns: { base: 1, md: 2 }, gap: '5' }),
  privacyNote: css({ fontSize: 'sm', color: 'fg.muted' }),
  submit: cx(button({ variant: 'primary', size: 'lg' }), css({ alignSelf: { base: 'stretch', sm: 'flex-start' } })),
};
