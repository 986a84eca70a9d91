import { routeHtmlFile } from './route-files.ts';
import { contentSecurityPolicy, type PolicySources } from './content-security-policy.ts';

// The one definition of what the site's responses carry beyond its files: headers by path, and redirects. The
// production server applies it (engine/server/), and the build writes it as dist/_headers and dist/_redirects
// (host-files.ts) for the static hosts that read them, so that both serve the site alike.

/** Headers for the paths a pattern matches: a path, or a prefix ending in `*` (`/assets/*`), as _headers writes them. */
export interface HeaderRule {
  for: string;
  headers: Readonly<Record<string, string>>;
}

/** A redirect, or with status 200 a rewrite: the file at `to` answers for `from` (both hosts' `200` rule). */
export interface Redirect {
  from: string;
  to: string;
  status: 200 | 301 | 302;
}

export interface HostingRules {
  headers: readonly HeaderRule[];
  redirects: readonly Redirect[];
}

/** What the rules are made of, known once the site is built. */
export interface BuiltSite extends PolicySources {
  /** Every route's path ("/", "/faq"). */
  routes: readonly string[];
  /** The hosted editor's address ("/admin/"), when the site has one. */
  editor?: string;
}

/**
 * Where no rule names a Cache-Control: HTML and the files whose name stays the same from one build to the next are
 * checked with the server before every use. The server sends it; Netlify and Cloudflare Pages send their own default
 * there (`public, max-age=0, must-revalidate`, the same meaning), so it is not written to _headers, where Cloudflare
 * would join it to the assets' value instead of replacing it.
 */
export const unmatchedCacheControl = 'no-cache';

/** Hashed file names change with their content: a year, never revalidated. */
const hashedAssets = 'public, max-age=31536000, immutable';

// Powerful features nothing on the site uses, off for the pages and the frames they embed. Only names Chromium
// knows: it reports an unknown one as an error on every page.
const unusedFeatures = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/** The headers every response carries: pages, files and the backend's answers. */
function securityHeaders(site: PolicySources): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(site),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': unusedFeatures.map((feature) => `${feature}=()`).join(', '),
    // A page opened from another site gets no handle on this one's window (external links already open with noopener).
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/**
 * The site's rules. No two rules set the same header on one path: Netlify keeps the last rule's value and
 * Cloudflare Pages joins them, so only then do both hosts and the server agree. A route's document is also at
 * `<route>/index.html`: that address is sent to the route's own, the one the canonical link names (Netlify serves an
 * existing file before reading _redirects, so there it keeps answering with the page, canonical link and all).
 */
export function hostingRules(site: BuiltSite): HostingRules {
  return {
    headers: [
      { for: '/*', headers: securityHeaders(site) },
      { for: '/assets/*', headers: { 'Cache-Control': hashedAssets } },
      ...(site.editor ? [editorHeaders(site.editor)] : []),
    ],
    redirects: [
      ...site.routes.map((route): Redirect => ({ from: `/${routeHtmlFile(route)}`, to: route, status: 301 })),
      ...(site.editor ? editorAddresses(site.editor) : []),
    ],
  };
}

/**
 * The hosted editor (engine/prerender/hosted-editor-step.ts): never indexed, never kept by a cache (it shows drafts
 * and who is signed in). Its code is in /assets/ like the pages', hashed.
 */
const editorHeaders = (path: string): HeaderRule => ({ for: `${path}*`, headers: { 'X-Robots-Tag': 'noindex', 'Cache-Control': 'no-store' } });

/** Every address under the editor's (a page's, its preview) is its one document; without the slash, the same. */
const editorAddresses = (path: string): Redirect[] => [
  { from: path.slice(0, -1), to: path, status: 301 },
  { from: `${path}*`, to: `${path}index.html`, status: 200 },
];
