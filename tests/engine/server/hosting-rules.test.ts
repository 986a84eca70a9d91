import { describe, expect, it } from 'vitest';
import { headersFile, redirectsFile } from '../../../engine/server/host-files.ts';
import { hostingRules, type BuiltSite } from '../../../engine/server/hosting-rules.ts';
import { headersFor, patternMatches, redirectFor, responseHeaders } from '../../../engine/server/rule-matching.ts';

const hashes = ["'sha256-AAAA'", "'sha256-BBBB'"];
const built: BuiltSite = { routes: ['/', '/faq'], inlineScripts: hashes, embeds: ['https://tally.so'] };

/** The sources of one directive of the policy a path gets. */
function directive(site: BuiltSite, name: string, path = '/'): string[] {
  const policy = headersFor(hostingRules(site).headers, path)['Content-Security-Policy'] ?? '';
  const found = policy.split(';').find((part) => part.trim().startsWith(`${name} `));
  return found ? found.trim().split(/\s+/).slice(1) : [];
}

describe('the hosting rules', () => {
  it('allow scripts from the site, the listed inline hashes and the form service, never any inline script', () => {
    expect(directive(built, 'script-src')).toEqual(["'self'", "'report-sample'", ...hashes, 'https://tally.so']);
    expect(directive(built, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(built, 'frame-src')).toEqual(['https://tally.so']);
    expect(directive(built, 'connect-src')).toEqual(["'self'"]);
    for (const [name, sources] of Object.entries({
      'frame-ancestors': ["'none'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'default-src': ["'self'"],
    })) {
      expect(directive(built, name), name).toEqual(sources);
    }
  });

  it('name a hosted backend where the pages call it, and no frame at all for a site without forms', () => {
    const hosted = { ...built, embeds: [], backend: 'https://abcd.supabase.co' };
    expect(directive(hosted, 'connect-src')).toEqual(["'self'", 'https://abcd.supabase.co']);
    expect(directive(hosted, 'frame-src')).toEqual(["'none'"]);
    expect(directive(hosted, 'script-src')).not.toContain('https://tally.so');
  });

  it('send the security headers on every path, and a year of immutable cache on hashed assets only', () => {
    const rules = hostingRules(built);
    for (const path of ['/', '/faq', '/assets/entry-abc123.js', '/rest/v1/leads', '/nope']) {
      expect(Object.keys(responseHeaders(rules, path)), path).toEqual(
        expect.arrayContaining(['Content-Security-Policy', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy', 'Cross-Origin-Opener-Policy']),
      );
    }
    expect(responseHeaders(rules, '/assets/entry-abc123.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/faq/', '/favicon.svg', '/sitemap.xml']) expect(responseHeaders(rules, path)['Cache-Control'], path).toBe('no-cache');
    expect(responseHeaders(rules, '/')['X-Content-Type-Options']).toBe('nosniff');
    expect(responseHeaders(rules, '/')['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(responseHeaders(rules, '/')['Permissions-Policy']).toMatch(/(^|, )camera=\(\)(, |$)/);
  });

  it('never set one header in two rules that can match the same path (Netlify keeps one value, Cloudflare joins both)', () => {
    for (const site of [built, { ...built, editor: '/admin/' }]) expect(sharedHeaders(site)).toEqual([]);
  });

  it('serve the hosted editor never indexed nor kept in a cache, every address under it its one document', () => {
    const rules = hostingRules({ ...built, editor: '/admin/' });
    for (const path of ['/admin/', '/admin/index.html', '/admin/faq', '/admin/_donnees/values', '/admin/_preview']) {
      expect(responseHeaders(rules, path)['X-Robots-Tag'], path).toBe('noindex');
      expect(responseHeaders(rules, path)['Cache-Control'], path).toBe('no-store');
      expect(responseHeaders(rules, path)['Content-Security-Policy'], path).toBe(responseHeaders(rules, '/')['Content-Security-Policy']);
    }
    expect(redirectFor(rules, '/admin/faq')).toEqual({ from: '/admin/*', to: '/admin/index.html', status: 200 });
    expect(redirectFor(rules, '/admin')).toEqual({ from: '/admin', to: '/admin/', status: 301 });
    // Its code is in /assets/ (hashed, cached a year), where no rewrite sends it to the document.
    expect(redirectFor(rules, '/assets/admin/index-abc.js')).toBeUndefined();
    expect(responseHeaders(rules, '/')['X-Robots-Tag']).toBeUndefined();
    expect(redirectsFile(rules.redirects)).toContain('/admin/* /admin/index.html 200\n');
    expect(headersFile(rules.headers)).toContain('/admin/*\n  X-Robots-Tag: noindex\n  Cache-Control: no-store\n');
  });

  it("let the editor frame its preview, a document of the site's own origin, and show its uploads from blob: addresses, and nothing else more", () => {
    const withEditor = { ...built, editor: '/admin/' };
    expect(directive(built, 'img-src')).toEqual(["'self'"]);
    expect(directive(withEditor, 'img-src')).toEqual(["'self'", 'blob:']);
    expect(directive(withEditor, 'frame-ancestors')).toEqual(["'self'"]);
    expect(directive(withEditor, 'frame-src')).toEqual(["'self'", 'https://tally.so']);
    expect(directive({ ...withEditor, embeds: [] }, 'frame-src')).toEqual(["'self'"]);
    expect(directive({ ...withEditor, backend: 'https://abcd.supabase.co' }, 'connect-src')).toEqual(["'self'", 'https://abcd.supabase.co']);
  });
});

/** The headers two rules that can match one path both set. */
function sharedHeaders(site: BuiltSite): string[] {
  const { headers } = hostingRules(site);
  const shared: string[] = [];
  const overlap = (a: string, b: string) => patternMatches(a, b.replace(/\*$/, '')) || patternMatches(b, a.replace(/\*$/, ''));
  for (const [i, first] of headers.entries()) {
    for (const second of headers.slice(i + 1)) {
      if (!overlap(first.for, second.for)) continue;
      shared.push(
        ...Object.keys(first.headers)
          .filter((name) => name in second.headers)
          .map((name) => `${first.for} and ${second.for}: ${name}`),
      );
    }
  }
  return shared;
}

describe('the hosting rules, continued', () => {
  it("send each route's index.html address to the route", () => {
    const rules = hostingRules(built);
    expect(redirectFor(rules, '/index.html')).toEqual({ from: '/index.html', to: '/', status: 301 });
    expect(redirectFor(rules, '/faq/index.html')).toEqual({ from: '/faq/index.html', to: '/faq', status: 301 });
    expect(redirectFor(rules, '/faq')).toBeUndefined();
    expect(redirectFor(rules, '/faq/')).toBeUndefined();
  });
});

describe('the files static hosts read', () => {
  it('write _headers as Netlify and Cloudflare Pages read it: a pattern, then its headers indented', () => {
    const text = headersFile([
      { for: '/*', headers: { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer' } },
      { for: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
    ]);
    expect(text.split('\n').slice(1)).toEqual([
      '/*',
      '  X-Content-Type-Options: nosniff',
      '  Referrer-Policy: no-referrer',
      '/assets/*',
      '  Cache-Control: public, max-age=31536000, immutable',
      '',
    ]);
    expect(text.split('\n')[0]).toMatch(/^# .*engine\/server\/hosting-rules\.ts/);
  });

  it('refuse a header line longer than Cloudflare Pages reads', () => {
    expect(() => headersFile([{ for: '/*', headers: { 'Content-Security-Policy': 'x'.repeat(2000) } }])).toThrow(/2000 characters/);
  });

  it('write _redirects with one `from to status` line per redirect', () => {
    expect(redirectsFile(hostingRules(built).redirects).split('\n').slice(1)).toEqual(['/index.html / 301', '/faq/index.html /faq 301', '']);
  });
});
