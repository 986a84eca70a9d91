import { css } from '../../styled-system/css/index.js';
import { stack } from '../../styled-system/patterns/index.js';
import { button } from '../../styled-system/recipes/index.js';

export const styles = {
  result: stack({ gap: '5' }),
  eyebrow: css({ textStyle: 'eyebrow', color: 'accent.fg' }),
  text: css({ color: 'fg.muted' }),
  score: css({ fontSize: 'sm', fontWeight: '600' }),
  actions: stack({ direction: { base: 'column', sm: 'row' }, gap: '3', align: { base: 'stretch', sm: 'center' } }),
  restart: button({ variant: 'outline' }),
};
