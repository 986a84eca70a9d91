/** The spec's roadmap: 4 steps, the active one moving on every 3 seconds. */
export const ROADMAP_STEP_COUNT = 4;
export const ROADMAP_INTERVAL_MS = 3000;

/** Steps up to the active one are shown as reached. */
export function isReached(step: number, active: number): boolean {
  return step <= active;
}
