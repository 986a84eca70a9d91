import { css } from '../../styled-system/css/index.js';
import { panelStyle } from './panel-style.ts';

export const panel = css(panelStyle);
