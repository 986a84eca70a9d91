/** The spec's roadmap: 4 steps, the active one moving on every 3 seconds. */
export const ROADMAP_STEP_COUNT = 4;
export const ROADMAP_INTERVAL_MS = 3000;
