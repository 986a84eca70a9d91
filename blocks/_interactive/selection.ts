/** One item open (or selected) at most: choosing the current one again closes it. */
export function toggleSelection<T>(current: T | null, chosen: T): T | null {
  return current === chosen ? null : chosen;
}

/** The index after `index` in a list of `length` items, back to the first after the last. */
export function nextIndex(index: number, length: number): number {
  return (index + 1) % length;
}
