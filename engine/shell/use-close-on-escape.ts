import { useEffect } from 'react';

/**
 * While `open`, Escape anywhere on the page calls `close`. When the focus was inside what closes
 * (`panel`), it goes back to `toggle` instead of falling to the page.
 */
export function useCloseOnEscape(open: boolean, close: () => void, panel: string, toggle: string) {
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (document.activeElement?.closest(panel)) document.querySelector<HTMLElement>(toggle)?.focus();
      close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close, panel, toggle]);
}
