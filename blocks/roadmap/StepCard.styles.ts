import { css } from '../../styled-system/css/index.js';
import { flex } from '../../styled-system/patterns/index.js';

// Which step is current is which radio button is checked; the steps before it are done. Panda compiles only
// literal styles, so the two selectors are spelt out in each rule:
// the current step's card is `label:has(> input:checked)`, the item of a step done is
// `[data-step]:has(~ [data-step] input:checked)` (a later step's radio is checked).
export const styles = {
  card: css({
    position: 'relative',
    w: 'full',
    h: 'full',
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    p: '6',
    cursor: 'pointer',
    bg: 'bg.panel',
    color: 'fg',
    borderWidth: '1px',
    borderTopWidth: '4px',
    borderColor: 'border',
    borderRadius: 'card',
    boxShadow: 'card',
    transition: 'background 0.3s ease, color 0.3s ease, border-color 0.3s ease',
    _motionReduce: { transition: 'none' },
    _hover: { borderColor: 'accent.solid' },
    '[data-step]:has(~ [data-step] input:checked) > &': { borderColor: 'accent.solid' },
    '&:has(> input:checked)': { bg: 'brand.solid', color: 'fg.inverted', boxShadow: 'cardHover', borderColor: 'accent.solid' },
    '&:has(> input:focus-visible)': { layerStyle: 'focusRing' },
  }),
  radio: css({ position: 'absolute', inset: '0', m: '0', opacity: '0', cursor: 'pointer' }),
  header: flex({ align: 'center', gap: '3' }),
  badge: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSize: '9',
    borderRadius: 'full',
    fontWeight: '700',
    bg: 'bg.muted',
    color: 'fg.muted',
    'label:has(> input:checked) &': { bg: 'accent.solid', color: 'accent.contrast' },
    '[data-step]:has(~ [data-step] input:checked) &': { bg: 'accent.solid', color: 'accent.contrast' },
  }),
  number: css({ '[data-step]:has(~ [data-step] input:checked) &': { display: 'none' } }),
  checkMark: css({ display: 'none', '[data-step]:has(~ [data-step] input:checked) &': { display: 'inline-flex' } }),
  duration: css({ fontSize: 'sm', fontWeight: '700', color: 'accent.fg', 'label:has(> input:checked) &': { color: 'accent.300' } }),
  title: css({ fontFamily: 'heading', fontSize: 'lg', fontWeight: '600' }),
  text: css({ fontSize: 'sm', color: 'fg.muted', 'label:has(> input:checked) &': { color: 'fg.invertedMuted' } }),
};
