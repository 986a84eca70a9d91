// PGlite is a single connection: two requests interleaving their statements would share one transaction.
// Chaining every unit of work on one promise runs them strictly one after another.
export function createSerialQueue(): <T>(work: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work, work);
    tail = run.catch(() => undefined);
    return run;
  };
}
