import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { clientEntry, everyPageModules, loaderModules, routeAssetTags } from '../../engine/build/assets.ts';

const manifest: Manifest = {
  [clientEntry]: { file: 'assets/entry.js', src: clientEntry, isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_section.js': { file: 'assets/section.js' },
  'virtual:landing/faq': { file: 'assets/faq.js', isDynamicEntry: true, imports: ['_section.js'] },
  'virtual:page/faq': { file: 'assets/faq-full.js', isDynamicEntry: true },
  'blocks/hero/Hero.tsx': { file: 'assets/Hero.js', isDynamicEntry: true, imports: ['_section.js'] },
  'blocks/faq/Faq.tsx': { file: 'assets/Faq.js', isDynamicEntry: true, imports: ['_section.js'] },
  'blocks/stats/Stats.tsx': { file: 'assets/Stats.js', isDynamicEntry: true },
  'blocks/faq-explorer/FaqExplorer.tsx': { file: 'assets/FaqExplorer.js', isDynamicEntry: true, imports: ['_section.js', '_fields.js'] },
  '_fields.js': { file: 'assets/fields.js' },
  ...Object.fromEntries(everyPageModules.map((module, index) => [module, { file: `assets/shell-${index}.js`, isDynamicEntry: true }])),
};
const everyPageFiles = everyPageModules.map((_, index) => `/assets/shell-${index}.js`);

describe('route asset tags', () => {
  const tags = routeAssetTags(manifest, 'faq', ['blocks/faq-explorer/FaqExplorer.tsx']);

  it('waits for the page to load, its fonts and its largest paint, then imports the entry and preloads its imports, the page chunk and every island', () => {
    expect(tags).toMatch(
      /^<script type="module">.*addEventListener\('load',done,\{once:true\}\).*\['largest-contentful-paint','first-input'\].*Promise\.all\(\[loaded,document\.fonts\.ready,painted\]\)\.then\(\(\)=>requestAnimationFrame\(\(\)=>setTimeout\(start\)\)\)<\/script>$/,
    );
    expect(loaderModules(tags)).toEqual([
      '/assets/entry.js',
      '/assets/react.js',
      '/assets/faq.js',
      '/assets/section.js',
      '/assets/FaqExplorer.js',
      '/assets/fields.js',
      ...everyPageFiles,
    ]);
  });

  it('requests the entry before everything it preloads: nothing can be evaluated before the entry has arrived', () => {
    expect(tags.indexOf('import("/assets/entry.js")')).toBeGreaterThan(0);
    expect(tags.indexOf('import("/assets/entry.js")')).toBeLessThan(tags.indexOf("link.rel='modulepreload'"));
  });

  it('puts no script or preload tag in the head for the browser to fetch before the first paint', () => {
    expect(tags).not.toMatch(/<script [^>]*src=|rel="modulepreload"/);
  });

  it('preloads the landing data, not the full page', () => {
    expect(tags).not.toContain('faq-full.js');
  });

  it('preloads no static block: their prerendered HTML is final on the page a visitor lands on', () => {
    expect(tags).not.toMatch(/Hero\.js|Faq\.js|Stats\.js/);
  });

  it('fails the build when an island is missing from the manifest', () => {
    expect(() => routeAssetTags(manifest, 'faq', ['blocks/gone/Gone.tsx'])).toThrow('blocks/gone/Gone.tsx missing from the build manifest');
  });
});
