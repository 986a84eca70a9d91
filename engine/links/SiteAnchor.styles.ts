import { css } from '../../styled-system/css/index.js';

// Compiled, not Chakra's VisuallyHidden: islands render links too, and they load no style engine.
export const visuallyHidden = css({ srOnly: true });
