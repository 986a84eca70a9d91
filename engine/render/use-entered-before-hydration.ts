import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useIsHydrating } from './use-is-hydrating.ts';

/**
 * For an island's fields. What the visitor typed, pasted, ticked or chose before React hydrated them
 * lives in the DOM only: React keeps it there while hydrating, then the next render from state would
 * overwrite it. Right after hydration (before the browser paints), `adopt` receives the element the
 * returned ref is set on, to read that into state. A component rendered on the client never calls it.
 */
export function useEnteredBeforeHydration<E extends HTMLElement>(adopt: (element: E) => void): RefObject<E | null> {
  const ref = useRef<E>(null);
  const [hydrated] = useState(useIsHydrating());
  const adoptOnce = useRef(adopt);
  useLayoutEffect(() => {
    if (hydrated && ref.current) adoptOnce.current(ref.current);
  }, [hydrated]);
  return ref;
}

/** The text value of each named field of a form (what is on screen) or of its submitted data, '' for a missing one. */
export function fieldValues<K extends string>(source: HTMLFormElement | FormData, names: readonly K[]): Record<K, string> {
  const data = source instanceof FormData ? source : new FormData(source);
  return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? '')])) as Record<K, string>;
}
