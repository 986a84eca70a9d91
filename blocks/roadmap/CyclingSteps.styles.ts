import { css } from '../../styled-system/css/index.js';

export const styles = {
  group: css({ m: '0', p: '0', border: '0', minW: '0' }),
  // One column on phones, two on tablets, the four steps (the schema's count) in a row from `lg`.
  steps: css({
    display: 'grid',
    listStyleType: 'none',
    gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
    gap: { base: '3', md: '5' },
  }),
};
