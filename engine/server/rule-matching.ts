import { unmatchedCacheControl, type HeaderRule, type HostingRules, type Redirect } from './hosting-rules.ts';

/** Whether a _headers/_redirects pattern covers `path`: the same path, or under the prefix of a pattern ending in `*`. */
export function patternMatches(pattern: string, path: string): boolean {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
}

/** The headers of every rule matching `path`, as Netlify and Cloudflare Pages apply _headers. */
export function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string> {
  return Object.assign({}, ...rules.filter((rule) => patternMatches(rule.for, path)).map((rule) => rule.headers)) as Record<string, string>;
}

/** The first redirect whose source matches `path`, as both hosts read _redirects (top to bottom). */
export function redirectFor(rules: HostingRules, path: string): Redirect | undefined {
  return rules.redirects.find((redirect) => patternMatches(redirect.from, path));
}

/** Every header the server sends on a response to `path`, before the file's or the backend's own. */
export function responseHeaders(rules: HostingRules, path: string): Record<string, string> {
  return { 'Cache-Control': unmatchedCacheControl, ...headersFor(rules.headers, path) };
}
