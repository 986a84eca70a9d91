// Pages load as documents (no router in the browser). These make a move to another page feel instant and
// smooth, with the platform alone.

/**
 * Speculation Rules: the browser prerenders a page of the site when the visitor shows the intent to open it
 * (a pointer resting on its link, or pressing it): by the click it is often already loaded, scripts included.
 * Links that open a new tab or download are left out by the browser itself.
 */
export const speculationRules = JSON.stringify({
  prerender: [{ source: 'document', where: { href_matches: '/*' }, eagerness: 'moderate' }],
});

/** Cross-document View Transitions: one page fades into the next, unless the visitor asks for less motion. */
export const viewTransitionCss = '@media (prefers-reduced-motion: no-preference){@view-transition{navigation:auto}}';
