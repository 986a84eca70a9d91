import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { clientEntry, routeAssetTags } from '../../engine/build/assets.ts';

const manifest: Manifest = {
  [clientEntry]: { file: 'assets/entry.js', src: clientEntry, isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_section.js': { file: 'assets/section.js' },
  'virtual:page/faq': { file: 'assets/faq.js', isDynamicEntry: true },
  'blocks/hero/Hero.tsx': { file: 'assets/Hero.js', isDynamicEntry: true, imports: ['_section.js'] },
  'blocks/faq/Faq.tsx': { file: 'assets/Faq.js', isDynamicEntry: true, imports: ['_section.js'] },
  'blocks/stats/Stats.tsx': { file: 'assets/Stats.js', isDynamicEntry: true },
};

describe('route asset tags', () => {
  const tags = routeAssetTags(manifest, 'faq', ['hero/Hero.tsx', 'faq/Faq.tsx']);

  it('loads the entry script and preloads its imports', () => {
    expect(tags).toContain('<script type="module" src="/assets/entry.js"></script>');
    expect(tags).toContain('<link rel="modulepreload" href="/assets/react.js">');
  });

  it('preloads the page chunk and only the blocks the page uses, with their shared chunks', () => {
    expect(tags).toContain('href="/assets/faq.js"');
    expect(tags).toContain('href="/assets/Hero.js"');
    expect(tags).toContain('href="/assets/Faq.js"');
    expect(tags.match(/section\.js/g)).toHaveLength(1);
    expect(tags).not.toContain('Stats.js');
  });
});
