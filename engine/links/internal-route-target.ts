interface AnchorLike {
  href: string;
  target: string;
  hasAttribute(name: string): boolean;
}

/**
 * Where a click on this anchor should navigate client-side (path, query and hash), or null when the
 * browser must handle it: another origin, a new tab, a download, a path that is not one of our
 * pages, or an anchor on the current page (the browser scrolls to it itself).
 */
export function internalRouteTarget(anchor: AnchorLike, current: { origin: string; pathname: string }, isRoute: (pathname: string) => boolean): string | null {
  if (anchor.target || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, current.origin);
  if (url.origin !== current.origin || !isRoute(url.pathname)) return null;
  if (url.pathname === current.pathname && url.hash) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
