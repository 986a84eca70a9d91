import { cva } from '../../styled-system/css/index.js';

interface ProgressBarProps {
  /** Percent done, 0 to 100. */
  value: number;
  /** The ids (space-separated) of the visible texts that say what progresses and how far: the bar's accessible name. */
  labelledBy: string;
  size?: 'sm' | 'lg';
  /** What the part still to do is drawn on: the muted background, or white where the bar sits on a tinted box. */
  track?: 'muted' | 'panel';
}

/**
 * A determinate progress bar: the platform's `<progress>` (role progressbar, its value and maximum) drawn with
 * the brand tokens. The part done takes the colour palette of the element around it (`colorPalette`).
 */
export function ProgressBar({ value, labelledBy, size = 'sm', track = 'muted' }: ProgressBarProps) {
  return <progress value={value} max={100} aria-labelledby={labelledBy} className={progressBar({ size, track })} />;
}

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
