import { useEffect, useState } from 'react';
import { nextIndex } from '../_interactive/selection.ts';

/**
 * The active step, moving on every `intervalMs` while `running`, and the way to choose one. Choosing a step
 * restarts the wait, so the visitor gets a full interval to read the step they picked.
 */
export function useCyclingStep(count: number, intervalMs: number, running: boolean) {
  const [active, setActive] = useState(0);
  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => setActive((current) => nextIndex(current, count)), intervalMs);
    return () => window.clearTimeout(timer);
  }, [active, count, intervalMs, running]);
  return [active, setActive] as const;
}
