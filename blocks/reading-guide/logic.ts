export interface ScrollMetrics {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/** How much of the page has been scrolled through, 0 to 100 (0 when there is nothing to scroll). */
export function readingProgress({ scrollTop, scrollHeight, clientHeight }: ScrollMetrics): number {
  const scrollable = scrollHeight - clientHeight;
  if (scrollable <= 0) return 0;
  return Math.min(100, Math.max(0, (scrollTop / scrollable) * 100));
}

/**
 * The section being read: the last one whose top has reached the reading line (just under the sticky
 * bars), or none above the first section.
 */
export function currentSection(tops: readonly { id: string; top: number }[], readingLine: number): string | null {
  let current: string | null = null;
  for (const { id, top } of tops) if (top <= readingLine) current = id;
  return current;
}
