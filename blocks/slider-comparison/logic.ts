export const SLIDER_MIN = 0;
export const SLIDER_MAX = 100;
export const SLIDER_STEP = 1;
/** Above this position the table shows the Chief of Staff; up to it, the consultant (the spec leaves it to us). */
export const VIEW_THRESHOLD = 50;

export type ComparisonView = 'consultant' | 'chiefOfStaff';

export function comparisonView(value: number): ComparisonView {
  return value > VIEW_THRESHOLD ? 'chiefOfStaff' : 'consultant';
}
