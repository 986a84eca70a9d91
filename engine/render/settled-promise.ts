/** A promise React's `use` reads synchronously once it has settled (React looks at `status`). */
type Settled<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/** `promise`, marked fulfilled with its value when it resolves. */
export function track<T>(promise: Promise<T>): Settled<T> {
  const tracked: Settled<T> = promise.then((value) => {
    tracked.status = 'fulfilled';
    tracked.value = value;
    return value;
  });
  return tracked;
}

/** A promise already fulfilled with `value`: `use` returns it without suspending. */
export const fulfilled = <T>(value: T): Promise<T> => Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });

/** Loads once per key; a failed load is forgotten so that the next attempt retries. */
export function memoise<T>(load: (key: string) => Promise<T>) {
  const cache = new Map<string, Settled<T>>();
  return {
    get(key: string): Promise<T> {
      let promise = cache.get(key);
      if (!promise) {
        promise = track(load(key));
        promise.catch(() => cache.delete(key));
        cache.set(key, promise);
      }
      return promise;
    },
    /** The value once loaded, without starting a load. */
    peek: (key: string): T | undefined => cache.get(key)?.value,
  };
}
