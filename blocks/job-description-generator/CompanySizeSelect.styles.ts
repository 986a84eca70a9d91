import { css, cx } from '../../styled-system/css/index.js';
import { nativeSelect } from '../../styled-system/recipes/index.js';

const parts = nativeSelect({ size: 'lg' });

export const styles = {
  root: parts.root,
  // The placeholder reads muted while it is the choice, in CSS: from the first paint, and with no class to change.
  field: cx(parts.field, css({ bg: 'bg.panel', color: 'fg', '&:has(option[value=""]:checked)': { color: 'fg.muted' } })),
  indicator: parts.indicator,
};
