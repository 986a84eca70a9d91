import { css, cx } from '../../styled-system/css/index.js';
import { radioGroup } from '../../styled-system/recipes/index.js';

const parts = radioGroup();

export const styles = {
  grid: css({ display: 'grid', gridTemplateColumns: { base: 'repeat(5, minmax(0, 1fr))', sm: 'repeat(10, minmax(0, 1fr))' }, gap: '2' }),
  item: cx(
    parts.item,
    css({
      justifyContent: 'center',
      h: '11',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'lg',
      bg: 'bg.panel',
      cursor: 'pointer',
      fontWeight: '600',
      transition: 'background 0.15s ease, border-color 0.15s ease',
      _hover: { borderColor: 'brand.400', bg: 'brand.subtle' },
      // The label shows the state of its hidden radio: checked, focused from the keyboard.
      '&:has(:checked)': { bg: 'brand.solid', borderColor: 'brand.solid', color: 'brand.contrast', _hover: { bg: 'brand.700' } },
      '&:has(:focus-visible)': { layerStyle: 'focusRing' },
    }),
  ),
  text: parts.itemText,
  hidden: css({ srOnly: true }),
  legend: css({ display: 'flex', justifyContent: 'space-between', gap: '4', mt: '2', fontSize: 'xs', color: 'fg.muted' }),
  legendEnd: css({ textAlign: 'end' }),
};
