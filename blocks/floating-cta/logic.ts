/** The button appears once the visitor has scrolled past half a screen (the hero has its own call to action). */
export const revealAfterViewportFraction = 0.5;

export interface ScrollPosition {
  scrollY: number;
  viewportHeight: number;
  /** Top of the site footer relative to the viewport, or null if the page has none. */
  footerTop: number | null;
}

/** Shown between the hero and the footer: the footer carries the same booking button, and must stay readable. */
export function isFloatingCtaShown({ scrollY, viewportHeight, footerTop }: ScrollPosition): boolean {
  const pastHero = scrollY > viewportHeight * revealAfterViewportFraction;
  const footerInView = footerTop !== null && footerTop < viewportHeight;
  return pastHero && !footerInView;
}
