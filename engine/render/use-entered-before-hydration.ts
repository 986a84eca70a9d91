import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * For an island's fields. What the visitor typed, pasted, ticked or chose before React hydrated them
 * lives in the DOM only: React keeps it there while hydrating, then the next render from state would
 * overwrite it. Right after the component mounts (before the browser paints), `adopt` receives the
 * element the returned ref is set on, to read that into state.
 *
 * It runs after a client render too, where the DOM shows the state and adopting it must change nothing
 * (callers set state only when what they read differs). Asking React whether it hydrated instead
 * (`useSyncExternalStore` with a server snapshot) re-renders the whole component once more, in one
 * task, right after hydration: 190–330 ms on /faq at 4× CPU slowdown.
 */
export function useEnteredBeforeHydration<E extends HTMLElement>(adopt: (element: E) => void): RefObject<E | null> {
  const ref = useRef<E>(null);
  const adoptOnce = useRef(adopt);
  useLayoutEffect(() => {
    if (ref.current) adoptOnce.current(ref.current);
  }, []);
  return ref;
}

/** The text value of each named field of a form (what is on screen) or of its submitted data, '' for a missing one. */
export function fieldValues<K extends string>(source: HTMLFormElement | FormData, names: readonly K[]): Record<K, string> {
  const data = source instanceof FormData ? source : new FormData(source);
  return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? '')])) as Record<K, string>;
}

/** Whether two sets of field values hold the same text in every field. */
export function sameFieldValues<K extends string>(a: Record<K, string>, b: Record<K, string>): boolean {
  const names = Object.keys(a) as K[];
  return names.length === Object.keys(b).length && names.every((name) => a[name] === b[name]);
}
