import { css } from '../../styled-system/css/index.js';
import { panelStyle } from '../_interactive/panel-style.ts';

// The grid needs the room: a narrower padding than the other panels'.
export const matrixPanel = css(panelStyle, { p: { base: '4', md: '6' } });
