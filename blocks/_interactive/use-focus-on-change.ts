import { useEffect, useRef } from 'react';

/**
 * A ref to the heading of content that replaces other content (a new step, a new question): when `key`
 * changes, focus moves there so keyboard and screen-reader users continue from the new content instead
 * of a button that no longer exists. Compares with the previous key rather than skipping the first
 * effect, because StrictMode runs effects twice on mount and a page load must not steal focus.
 */
export function useFocusOnChange<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  const previous = useRef(key);
  useEffect(() => {
    if (Object.is(previous.current, key)) return;
    previous.current = key;
    ref.current?.focus();
  }, [key]);
  return ref;
}
