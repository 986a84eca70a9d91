import { useEffect } from 'react';

/** While `open`, Escape anywhere on the page calls `close`. */
export function useCloseOnEscape(open: boolean, close: () => void) {
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close]);
}
