/**
 * The footer's view timeline (CSS scroll-driven animations): how far the site footer has come into view.
 * The footer names it, the body lets the whole page see it, and what floats over the page (the floating
 * booking button) steps aside as the footer, which carries the same button, comes in.
 */
export const footerTimeline = '--site-footer';
