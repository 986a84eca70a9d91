/**
 * Resolves in a later task of the event loop. Work awaited behind it runs as a task of its own
 * instead of lengthening the current one: the browser can paint and answer input in between.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
