/** Share of a task done, as a whole percentage for display. */
export function percentDone(done: number, total: number): number {
  return Math.round((done / total) * 100);
}
