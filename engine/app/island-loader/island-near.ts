/** How far from the viewport an island starts loading: a screen's height above and below it, ahead of a scroll. */
export const nearMargin = '100% 0px';

/**
 * Calls `then` once, when a part of any island of the page is on or near the screen: a page whose islands are all
 * further down (a footer's form, a contact form at the end) asks for no script while the visitor reads its top, and
 * its first clicks and taps meet a main thread with nothing to run. Scrolling, a jump to an anchor, a focus moved
 * by the keyboard or a search in the page all bring an island near; what the visitor types in one before React has
 * hydrated it is kept (engine/render/use-entered-before-hydration.ts).
 *
 * An island's wrapper takes no box (`display: contents`), so what it wraps is watched. A browser without
 * IntersectionObserver, or a page whose islands draw nothing, loads them at once.
 */
export function whenAnIslandIsNear(window: Window & typeof globalThis, then: () => void): void {
  const parts = [...window.document.querySelectorAll('[data-island]')].flatMap((island) => [...island.children]);
  if (parts.length === 0 || !window.IntersectionObserver) {
    then();
    return;
  }
  const observer = new window.IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      then();
    },
    { rootMargin: nearMargin },
  );
  for (const part of parts) observer.observe(part);
}
