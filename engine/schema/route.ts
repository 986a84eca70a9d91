/** A segment of a route: lower-case letters and digits, in words joined by single hyphens ("guide-okr"). */
const segment = '[a-z0-9]+(?:-[a-z0-9]+)*';

/** A route without its anchors: "/", or segments each after one slash ("/faq", "/ressources/guide-okr"); no trailing slash, no empty segment, no "..". */
export const routeSource = `/(?:${segment}(?:/${segment})*)?`;
export const routePattern = new RegExp(`^${routeSource}$`);

/** The routes above `route` that are not home, nearest first: "/a/b/c" → ["/a/b", "/a"]. */
export function routesAbove(route: string): string[] {
  const segments = route.split('/').slice(1, -1);
  return segments.map((_, index) => `/${segments.slice(0, segments.length - index).join('/')}`);
}
