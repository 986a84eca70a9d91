import { useEffect } from 'react';
import { nextIndex } from '../_interactive/selection.ts';
import { useStateShownAtOnce } from '../_interactive/use-state-shown-at-once.ts';

/**
 * The active step, moving on every `intervalMs` while `running`, and the form action's way to choose one.
 * Choosing a step restarts the wait, so the visitor gets a full interval to read the step they picked.
 */
export function useCyclingStep(count: number, intervalMs: number, running: boolean) {
  const [active, choose, setActive] = useStateShownAtOnce(0);
  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => setActive((current) => nextIndex(current, count)), intervalMs);
    return () => window.clearTimeout(timer);
  }, [active, count, intervalMs, running, setActive]);
  return [active, choose] as const;
}
