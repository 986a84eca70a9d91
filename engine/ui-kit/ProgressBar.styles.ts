import { cva } from '../../styled-system/css/index.js';

const done = { bg: 'colorPalette.solid', borderRadius: 'full', transition: 'width 0.3s ease' };

const progressBar = cva({
  base: {
    display: 'block',
    w: 'full',
    border: '0',
    borderRadius: 'full',
    overflow: 'hidden',
    appearance: 'none',
    bg: 'var(--track)',
    '&::-webkit-progress-bar': { bg: 'var(--track)', borderRadius: 'full' },
    '&::-webkit-progress-value': done,
    '&::-moz-progress-bar': done,
  },
  variants: {
    size: { sm: { h: '2' }, lg: { h: '3' } },
    track: { muted: { '--track': 'colors.bg.muted' }, panel: { '--track': 'colors.bg.panel' } },
  },
});

/** One class per size and track. */
export const progressBars = {
  sm: { muted: progressBar({ size: 'sm', track: 'muted' }), panel: progressBar({ size: 'sm', track: 'panel' }) },
  lg: { muted: progressBar({ size: 'lg', track: 'muted' }), panel: progressBar({ size: 'lg', track: 'panel' }) },
};
