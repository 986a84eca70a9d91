import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { clientEntry, loaderModules, routeAssetTags, routeStyleSources } from '../../engine/prerender/assets.ts';

const manifest: Manifest = {
  [clientEntry]: { file: 'assets/entry.js', src: clientEntry, isEntry: true, imports: ['_react.js'], css: ['assets/islands.css'] },
  '_react.js': { file: 'assets/react.js' },
  '_section.js': { file: 'assets/section.js' },
  'virtual:page/faq': { file: 'assets/faq-full.js', isDynamicEntry: true },
  'blocks/hero/Hero.tsx': { file: 'assets/Hero.js', isDynamicEntry: true, imports: ['_section.js'] },
  'blocks/faq-explorer/FaqExplorerIsland.tsx': { file: 'assets/FaqExplorerIsland.js', isDynamicEntry: true, imports: ['_fields.js', '_react.js'] },
  'blocks/_shell/newsletter/NewsletterForm.tsx': { file: 'assets/NewsletterForm.js', isDynamicEntry: true, imports: ['_fields.js'] },
  '_fields.js': { file: 'assets/fields.js' },
};

const faqExplorer = 'blocks/faq-explorer/FaqExplorerIsland.tsx';
const newsletter = 'blocks/_shell/newsletter/NewsletterForm.tsx';
const loaderCode = 'console.log("loader");\n';

describe('route asset tags', () => {
  const tags = routeAssetTags(manifest, [newsletter, faqExplorer], loaderCode, '.d_flex{display:flex}', false);

  it('list the entry, then everything it and the islands import, each once: what the loader requests', () => {
    expect(loaderModules(tags)).toEqual([
      '/assets/entry.js',
      '/assets/react.js',
      '/assets/NewsletterForm.js',
      '/assets/fields.js',
      '/assets/FaqExplorerIsland.js',
    ]);
  });

  it('carry the loader inline, after the list it reads, and no script or preload for the browser to fetch before the first paint', () => {
    expect(tags.endsWith('<script type="module">console.log("loader");</script>')).toBe(true);
    expect(tags.indexOf('id="island-scripts"')).toBeLessThan(tags.indexOf('<script type="module">'));
    expect(tags).not.toMatch(/<script [^>]*src=|rel="modulepreload"/);
  });

  it("carry the page's share of the islands' styles inline, first, and link no stylesheet", () => {
    expect(tags.startsWith('<style>.d_flex{display:flex}</style>')).toBe(true);
    expect(tags).not.toContain('rel="stylesheet"');
  });

  it('load no script at all on a page without islands or self-hosted fonts', () => {
    expect(routeAssetTags(manifest, [], loaderCode, '.d_flex{display:flex}', false)).toBe('<style>.d_flex{display:flex}</style>');
    expect(routeAssetTags(manifest, [], loaderCode, '', false)).toBe('');
  });

  it('carry the loader alone on a page with self-hosted fonts and no islands: it adds the fonts, and lists no script', () => {
    expect(routeAssetTags(manifest, [], loaderCode, '', true)).toBe(`<script type="module">${loaderCode.trim()}</script>`);
  });

  it('refuse styles that would end their element', () => {
    expect(() => routeAssetTags(manifest, [], loaderCode, '.x{content:"</style>"}', false)).toThrow('</style');
  });

  it("style a page from the entry's stylesheets and every script the page may run, its islands' lazy parts included", () => {
    const lazy: Manifest = {
      ...manifest,
      [newsletter]: { ...manifest[newsletter]!, dynamicImports: ['engine/ui-kit/toaster.tsx'] },
      'engine/ui-kit/toaster.tsx': { file: 'assets/toaster.js', isDynamicEntry: true },
      [clientEntry]: { ...manifest[clientEntry]!, dynamicImports: [newsletter, faqExplorer] },
    };
    expect(routeStyleSources(lazy, [newsletter])).toEqual({
      stylesheets: ['assets/islands.css'],
      scripts: ['assets/entry.js', 'assets/react.js', 'assets/NewsletterForm.js', 'assets/fields.js', 'assets/toaster.js'],
    });
  });

  it('request no page data and no static block: their prerendered HTML is final', () => {
    expect(tags).not.toMatch(/faq-full\.js|Hero\.js/);
  });

  it('escape the list so that no path can close its script element', () => {
    const hostile: Manifest = { ...manifest, [newsletter]: { file: 'assets/</script><script>alert(1)</script>.js', isDynamicEntry: true } };
    const escaped = routeAssetTags(hostile, [newsletter], loaderCode, '', false);
    expect(escaped).not.toContain('</script><script>alert(1)');
    expect(loaderModules(escaped)).toContain('/assets/</script><script>alert(1)</script>.js');
  });

  it('fail the build when an island is missing from the manifest', () => {
    expect(() => routeAssetTags(manifest, ['blocks/gone/Gone.tsx'], loaderCode, '', false)).toThrow('blocks/gone/Gone.tsx missing from the build manifest');
  });
});
