import { css } from '../../styled-system/css/index.js';
import { stack } from '../../styled-system/patterns/index.js';
import { disclosure } from '../../styled-system/recipes/index.js';

// The brand's disclosure (engine/theme/recipes/disclosure.ts), compiled by Panda: the same accordion draws the
// static FAQ block and the FAQ explorer's island, which loads no style system.
export const question = disclosure({ variant: 'card' });

export const styles = {
  list: stack({ gap: '3' }),
  text: css({ flex: '1' }),
  answer: css({ color: 'fg.muted' }),
};
