/** What the policy allows beyond the site's own origin, all known once the site is built. */
export interface PolicySources {
  /** `'sha256-…'` sources of the inline scripts the pages run (engine/prerender/inline-script-hashes.ts). */
  inlineScripts: readonly string[];
  /** Origins of the services embedded in pages, which load their script and show their frames (the form service). */
  embeds: readonly string[];
  /** The backend's origin (the hosted Supabase project), when it is not the site's own origin. */
  backend?: string;
  /**
   * The hosted editor's address, when the site has one: its page frames its preview, a document of the same origin,
   * so frames of the site's own origin are allowed (the policy is one for the whole site: two would be joined by
   * Cloudflare Pages and both enforced).
   */
  editor?: string;
}

/**
 * The site's Content-Security-Policy. Scripts run only from the site, from an embedded service, or inline when
 * their hash is listed: never an injected inline script or event handler attribute. Styles keep 'unsafe-inline':
 * every page carries its styles in prerendered `<style>` elements (Chakra's, one per page and changing with every
 * content edit) and in React `style` attributes; CSS can't run code, so this leaves an injection to restyle the page
 * at most. Fonts and images are the site's own (and, on a site with the hosted editor, the editor's blob: images). No `upgrade-insecure-requests`: it would send the requests of
 * `npm start` to https on localhost; the hosted site is on HTTPS with HSTS (README, Deploy).
 */
export function contentSecurityPolicy({ inlineScripts, embeds, backend, editor }: PolicySources): string {
  const ownFrames = editor ? ["'self'"] : [];
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    // 'report-sample': a violation names the first characters of what was blocked.
    'script-src': ["'self'", "'report-sample'", ...inlineScripts, ...embeds],
    'style-src': ["'self'", "'unsafe-inline'"],
    // The hosted editor shows an image uploaded since the build from the bytes it holds, as a blob: address (which
    // only a script of the site's own origin can make).
    'img-src': ["'self'", ...(editor ? ['blob:'] : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(backend ? [backend] : [])],
    'frame-src': embeds.length > 0 || editor ? [...ownFrames, ...embeds] : ["'none'"],
    'frame-ancestors': editor ? ownFrames : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
