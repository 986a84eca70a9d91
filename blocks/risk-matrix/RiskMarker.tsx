'use client';

import { useState } from 'react';
import { dot, markers, tips, type MarkerAlign } from './RiskMarker.styles.ts';
import type { RiskSample } from './schema.ts';

export interface RiskMarkerProps {
  name: string;
  colour: RiskSample['colour'];
  align: MarkerAlign;
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
    <div className={markers[colour]} data-dismissed={dismissed || undefined}>
      <button
        type="button"
        // Starts with the number the dot shows, so a voice user saying what they see names it (WCAG 2.5.3).
        aria-label={`${number}. ${name}, ${description}`}
        onKeyDown={(event) => event.key === 'Escape' && setDismissed(true)}
        onMouseLeave={() => setDismissed(false)}
        onBlur={() => setDismissed(false)}
        className={dot}
      >
        {number}
      </button>
      {/* The button's name already says it: this is for the eyes. */}
      <div role="tooltip" aria-hidden="true" className={tips[align]}>
        {name}
      </div>
    </div>
  );
}
