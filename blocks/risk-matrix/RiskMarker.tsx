import { useState } from 'react';
import { css, cx } from '../../styled-system/css/index.js';
import type { RiskSample } from './schema.ts';

/** This island's module, which the risk matrix names for the browser (engine/render/island.tsx). */
export const riskMarkerModule = 'blocks/risk-matrix/RiskMarker.tsx';

export interface RiskMarkerProps {
  name: string;
  colour: RiskSample['colour'];
  /** Which side the name opens towards, so it stays inside the matrix at its edges. */
  align: 'start' | 'center' | 'end';
  number: number;
  description: string;
}

/**
 * A risk in its cell, an island of its own: a numbered dot naming itself on hover, on keyboard focus and on tap
 * (touch screens have no hover), all through CSS, from the first paint. Escape hides the name again, as a tooltip
 * should be dismissible, until the pointer or the focus leaves.
 */
export default function RiskMarker({ name, colour, align, number, description }: RiskMarkerProps) {
  const [dismissed, setDismissed] = useState(false);
  return (
    <div className={cx(styles.marker, palettes[colour])} data-dismissed={dismissed || undefined}>
      <button
        type="button"
        // Starts with the number the dot shows, so a voice user saying what they see names it (WCAG 2.5.3).
        aria-label={`${number}. ${name}, ${description}`}
        onKeyDown={(event) => event.key === 'Escape' && setDismissed(true)}
        onMouseLeave={() => setDismissed(false)}
        onBlur={() => setDismissed(false)}
        className={styles.dot}
      >
        {number}
      </button>
      {/* The button's name already says it: this is for the eyes. */}
      <div role="tooltip" aria-hidden="true" className={cx(styles.tip, tipSides[align])}>
        {name}
      </div>
    </div>
  );
}

// A risk's colour is chosen at run time among the schema's palettes: one compiled class each.
const palettes: Record<RiskSample['colour'], string> = {
  red: css({ colorPalette: 'red' }),
  orange: css({ colorPalette: 'orange' }),
  purple: css({ colorPalette: 'purple' }),
  blue: css({ colorPalette: 'blue' }),
  teal: css({ colorPalette: 'teal' }),
  pink: css({ colorPalette: 'pink' }),
};

const styles = {
  marker: css({
    position: 'relative',
    '&:not([data-dismissed]):has(> button:is(:hover, :focus)) > [role="tooltip"]': { display: 'block' },
  }),
  dot: css({
    boxSize: { base: '8', md: '10' },
    borderRadius: 'full',
    bg: 'colorPalette.solid',
    color: 'colorPalette.contrast',
    fontWeight: '700',
    boxShadow: 'card',
    cursor: 'pointer',
    transition: 'transform 0.15s ease',
    _hover: { transform: 'scale(1.1)' },
    _motionReduce: { transition: 'none', _hover: { transform: 'none' } },
    _focusVisible: { outline: '3px solid', outlineColor: 'accent.solid', outlineOffset: '2px' },
  }),
  tip: css({
    display: 'none',
    position: 'absolute',
    bottom: 'calc(100% + 8px)',
    zIndex: 'tooltip',
    whiteSpace: 'nowrap',
    px: '3',
    py: '1.5',
    borderRadius: 'md',
    bg: 'brand.solid',
    color: 'brand.contrast',
    fontSize: 'sm',
    fontWeight: '600',
    boxShadow: 'cardHover',
    pointerEvents: 'none',
  }),
};

// The side the name opens towards, one class each (a map, not `cva`: no variant runtime for three classes).
const tipSides: Record<RiskMarkerProps['align'], string> = {
  start: css({ left: '0' }),
  center: css({ left: '50%', transform: 'translateX(-50%)' }),
  end: css({ right: '0' }),
};
