/**
 * A value the engine's checks read while they run, set for the whole process (`set`, an entry's own site) or for
 * one call (`within`, a check of drafts or of another site), which gives the value before back when it returns or
 * throws: nothing a check sets outlives it.
 */
export interface ScopedValue<T> {
  get(): T;
  set(value: T): void;
  within<R>(value: T, run: () => R): R;
}

export function scopedValue<T>(initial: T): ScopedValue<T> {
  let current = initial;
  return {
    get: () => current,
    set(value) {
      current = value;
    },
    within(value, run) {
      const previous = current;
      current = value;
      try {
        return run();
      } finally {
        current = previous;
      }
    },
  };
}
