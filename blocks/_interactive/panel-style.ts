import { css } from '../../styled-system/css/index.js';

/**
 * The panel's look, for style modules (evaluated at build time) that adjust it: `css(panelStyle, { py: '12' })`,
 * passed to `<Panel className>`.
 */
export const panelStyle = css.raw({
  bg: 'bg.panel',
  color: 'fg',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'card',
  boxShadow: 'card',
  p: { base: '5', md: '8' },
});
