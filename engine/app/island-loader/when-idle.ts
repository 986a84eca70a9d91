/** The longest the loader waits for an idle period: a page that never rests (a script's animation) still gets its islands. */
export const idleTimeoutMs = 500;

/**
 * Calls `then` in the browser's next idle period, once the frame it is drawing is on screen. A visitor who scrolls to a
 * part near an island and clicks at once found the islands' requests, and the compiling of each module as it came in,
 * in the frames that answered the click (the home page's FAQ accordion at 4× CPU, 15 runs: 33 ms, against 26 ms with
 * the requests in an idle period and 19 ms for the page without scripts). Where the browser has no idle callbacks
 * (Safari), a task of its own.
 */
export function whenIdle(window: Window & typeof globalThis, then: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => then(), { timeout: idleTimeoutMs });
  else window.setTimeout(then, 0);
}
