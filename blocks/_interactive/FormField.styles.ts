import { css, cx } from '../../styled-system/css/index.js';
import { field, input } from '../../styled-system/recipes/index.js';

const fieldParts = field();

export const styles = {
  root: fieldParts.root,
  label: cx(fieldParts.label, css({ fontWeight: '600' })),
  requiredIndicator: fieldParts.requiredIndicator,
  optionalMark: css({ fontWeight: '400', color: 'fg.muted' }),
  helperText: fieldParts.helperText,
  input: cx(
    input({ size: 'lg' }),
    css({
      bg: 'bg.panel',
      // The recipe's invalid border and ring, again: Panda puts a recipe's base styles in a sub-layer, where they lose
      // to its variant's border colour; Chakra's one class per state lets them win.
      _invalid: { borderColor: 'var(--error-color)', focusRingColor: 'var(--error-color)' },
    }),
  ),
};
