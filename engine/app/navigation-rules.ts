// Pages load as documents (no router in the browser). These make a move to another page feel instant and
// smooth, with the platform alone.

const siteLinks = { source: 'document', where: { href_matches: '/*' } };

/**
 * Speculation Rules. A page of the site is fetched when the visitor shows the intent to open it (`moderate`: a
 * pointer resting on its link, or pressing it) and prerendered only once they press it (`conservative`):
 * prerendering parses, lays out and runs the next page's scripts, and since Chrome 138 on Android `moderate` no
 * longer waits for a hover: it prerendered the most prominent link in view shortly after load, on a phone's slow
 * CPU and metered data, while the visitor's own page was starting (Lighthouse mobile, TBT 520–686 ms against
 * 140–213 ms without it). Pressing is a signal of intent on every device; the fetch on hover still saves the
 * round trip. Links that open a new tab are left out by the browser itself.
 */
export const speculationRules = JSON.stringify({
  prefetch: [{ ...siteLinks, eagerness: 'moderate' }],
  prerender: [{ ...siteLinks, eagerness: 'conservative' }],
});

/** Cross-document View Transitions: one page fades into the next, unless the visitor asks for less motion. */
export const viewTransitionCss = '@media (prefers-reduced-motion: no-preference){@view-transition{navigation:auto}}';
