import { css } from '../../styled-system/css/index.js';
import { stack } from '../../styled-system/patterns/index.js';
import { link } from '../../styled-system/recipes/index.js';

export const styles = {
  finished: stack({ gap: '4', align: 'flex-start' }),
  text: css({ color: 'fg.muted' }),
  fallback: css({ fontSize: 'sm', color: 'fg.muted' }),
  outcomeLink: link({ variant: 'inline' }),
};
