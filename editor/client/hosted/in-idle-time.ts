/**
 * Runs `step` again and again while the browser is idle, until it answers false: work done ahead of the person's
 * next action in slices that never hold up a tap (a step is one small piece). Where requestIdleCallback is missing
 * (Safari), a slice every 50 ms.
 */
export function inIdleTime(step: () => boolean): void {
  const later: (run: IdleRequestCallback) => unknown =
    typeof requestIdleCallback === 'function'
      ? (run) => requestIdleCallback(run)
      : (run) => setTimeout(() => run({ didTimeout: false, timeRemaining: () => 10 }), 50);
  const slice: IdleRequestCallback = (deadline) => {
    while (deadline.timeRemaining() > 0) if (!step()) return;
    later(slice);
  };
  later(slice);
}
