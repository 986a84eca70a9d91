import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { chakraIslandRoot, clientEntry, loaderModules, routeAssetTags } from '../../engine/build/assets.ts';

const manifest: Manifest = {
  [clientEntry]: { file: 'assets/entry.js', src: clientEntry, isEntry: true, imports: ['_react.js'], css: ['assets/islands.css'] },
  '_react.js': { file: 'assets/react.js' },
  '_section.js': { file: 'assets/section.js' },
  'virtual:page/faq': { file: 'assets/faq-full.js', isDynamicEntry: true },
  'blocks/hero/Hero.tsx': { file: 'assets/Hero.js', isDynamicEntry: true, imports: ['_section.js'] },
  'blocks/faq-explorer/FaqExplorer.tsx': { file: 'assets/FaqExplorer.js', isDynamicEntry: true, imports: ['_section.js', '_fields.js'] },
  'blocks/_shell/newsletter/NewsletterForm.tsx': { file: 'assets/NewsletterForm.js', isDynamicEntry: true, imports: ['_fields.js'] },
  '_fields.js': { file: 'assets/fields.js' },
  [chakraIslandRoot]: { file: 'assets/ChakraIslandRoot.js', isDynamicEntry: true, imports: ['_chakra.js'] },
  '_chakra.js': { file: 'assets/chakra.js' },
};

const faqExplorer = { module: 'blocks/faq-explorer/FaqExplorer.tsx', chakra: true };
const newsletter = { module: 'blocks/_shell/newsletter/NewsletterForm.tsx', chakra: false };

describe('route asset tags', () => {
  const tags = routeAssetTags(manifest, [newsletter, faqExplorer]);

  it('waits for the page to load, its fonts and its largest paint, then imports the entry and preloads its imports and every island', () => {
    expect(tags).toMatch(
      /<script type="module">.*addEventListener\('load',done,\{once:true\}\).*\['largest-contentful-paint','first-input'\].*Promise\.all\(\[loaded,document\.fonts\.ready,painted\]\)\.then\(\(\)=>requestAnimationFrame\(\(\)=>setTimeout\(start\)\)\)<\/script>$/,
    );
    expect(loaderModules(tags)).toEqual([
      '/assets/entry.js',
      '/assets/react.js',
      '/assets/NewsletterForm.js',
      '/assets/fields.js',
      '/assets/FaqExplorer.js',
      '/assets/section.js',
      '/assets/ChakraIslandRoot.js',
      '/assets/chakra.js',
    ]);
  });

  it('loads Chakra’s style system only for a page with an island drawn with Chakra components', () => {
    expect(loaderModules(routeAssetTags(manifest, [newsletter]))).toEqual([
      '/assets/entry.js',
      '/assets/react.js',
      '/assets/NewsletterForm.js',
      '/assets/fields.js',
    ]);
  });

  it('links the stylesheets of the entry and its islands', () => {
    expect(tags.startsWith('<link rel="stylesheet" href="/assets/islands.css">')).toBe(true);
  });

  it('loads no script at all on a page without islands', () => {
    expect(routeAssetTags(manifest, [])).toBe('<link rel="stylesheet" href="/assets/islands.css">');
  });

  it('requests the entry before everything it preloads: nothing can be evaluated before the entry has arrived', () => {
    expect(tags.indexOf('import("/assets/entry.js")')).toBeGreaterThan(0);
    expect(tags.indexOf('import("/assets/entry.js")')).toBeLessThan(tags.indexOf("link.rel='modulepreload'"));
  });

  it('puts no script or preload tag in the head for the browser to fetch before the first paint', () => {
    expect(tags).not.toMatch(/<script [^>]*src=|rel="modulepreload"/);
  });

  it('preloads no page data and no static block: their prerendered HTML is final', () => {
    expect(tags).not.toMatch(/faq-full\.js|Hero\.js/);
  });

  it('fails the build when an island is missing from the manifest', () => {
    expect(() => routeAssetTags(manifest, [{ module: 'blocks/gone/Gone.tsx', chakra: false }])).toThrow('blocks/gone/Gone.tsx missing from the build manifest');
  });
});
