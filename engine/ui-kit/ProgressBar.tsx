import { progressBars } from './ProgressBar.styles.ts';

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
  return <progress value={value} max={100} aria-labelledby={labelledBy} className={progressBars[size][track]} />;
}
