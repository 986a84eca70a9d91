import { useSyncExternalStore } from 'react';
import { formatFrenchLongDate } from './logic.ts';

const noSubscription = () => () => {};
const today = () => formatFrenchLongDate(new Date());

/**
 * Today's date in French. Hydration renders the prerendered (build) date, exactly as in the HTML,
 * then React switches to the visitor's date: no hydration mismatch even when the day has changed.
 */
export function useTodayInFrench(prerenderedDate: string): string {
  return useSyncExternalStore(noSubscription, today, () => prerenderedDate);
}
