/** Where the autosave of one file stands: nothing to keep, waiting for typing to stop, sending, kept, or not kept. */
export type AutosaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'failed';

export interface Autosaver<T> {
  /** The content changed: it is kept `delay` ms after the last change. */
  change(content: T): void;
  /** Keeps the last change now (the page is being left or published). */
  flush(): Promise<void>;
  /** Forgets a change not yet sent (the draft was discarded). */
  cancel(): void;
}

/**
 * Keeps a draft as the person types: `save` is called `delay` ms after the last change, with the latest content,
 * one call at a time; a change made while a call runs is saved after it. A failed call is said (`failed`) and
 * retried with the next change or flush: the content stays in the page.
 */
export function createAutosaver<T>({
  delay,
  save,
  onState,
}: {
  delay: number;
  save: (content: T) => Promise<void>;
  onState: (state: AutosaveState) => void;
}): Autosaver<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: { content: T } | undefined;
  let running: Promise<void> | undefined;

  async function send(): Promise<void> {
    if (running) return running.then(send);
    if (!waiting) return;
    const { content } = waiting;
    waiting = undefined;
    onState('saving');
    running = save(content).then(
      () => onState(waiting ? 'pending' : 'saved'),
      () => {
        // Sent again with the next change or flush, unless a newer content is already waiting.
        waiting ??= { content };
        onState('failed');
      },
    );
    await running;
    running = undefined;
  }

  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  return {
    change(content) {
      waiting = { content };
      onState('pending');
      clear();
      timer = setTimeout(() => {
        timer = undefined;
        void send();
      }, delay);
    },
    flush() {
      clear();
      return send();
    },
    cancel() {
      clear();
      waiting = undefined;
    },
  };
}
