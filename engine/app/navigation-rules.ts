// Pages load as documents (no router in the browser). These make a move to another page feel instant and
// smooth, with the platform alone.

const siteLinks = { source: 'document', where: { href_matches: '/*' }, eagerness: 'moderate' };

/**
 * Speculation Rules: when the visitor shows the intent to open a page of the site (a pointer resting on its
 * link, or pressing it), the browser fetches it and prerenders it: by the click it is often already loaded,
 * scripts included. Where prerendering is not allowed (DevTools open, memory saving), the fetch still saves the
 * round trip. Links that open a new tab are left out by the browser itself.
 */
export const speculationRules = JSON.stringify({ prefetch: [siteLinks], prerender: [siteLinks] });

/** Cross-document View Transitions: one page fades into the next, unless the visitor asks for less motion. */
export const viewTransitionCss = '@media (prefers-reduced-motion: no-preference){@view-transition{navigation:auto}}';
