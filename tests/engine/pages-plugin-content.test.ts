import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pagesPlugin } from '../../engine/build/vite-plugin-pages.ts';
import { pageModuleName } from '../../engine/build/route-data.ts';
import { loadContent } from '../../engine/validation/load-content.ts';
import site from '../../site.config.ts';

// A build validates the content once, in its entry, and gives it to both of its bundles (engine/build/build.ts):
// the pages plugin then serves what it was given and reads no content file of its own.

const root = resolve(import.meta.dirname, '../..');
/** A content root with no pages/ and no data/: any read of content there fails. */
const emptyRoot = () => mkdtempSync(join(tmpdir(), 'no-content-'));

function moduleOf(plugin: ReturnType<typeof pagesPlugin>, id: string): string {
  (plugin.buildStart as () => void)();
  return (plugin.load as (id: string) => string | undefined)(`\0${id}`)!;
}

describe('the pages plugin in a build', () => {
  const content = loadContent(root, site);

  it('serves the content it was given, without reading the content root', () => {
    const plugin = pagesPlugin(site, emptyRoot(), content);
    expect(moduleOf(plugin, 'virtual:site')).toContain(JSON.stringify(content.site));
    const faq = content.pages.find(({ page }) => page.path === '/faq')!;
    expect(moduleOf(plugin, `virtual:page/${pageModuleName('/faq')}`)).toContain(JSON.stringify(faq.page.seo.title));
  });

  it('reads the content root itself when it is given none (the dev server)', () => {
    const plugin = pagesPlugin(site, emptyRoot());
    expect(() => moduleOf(plugin, 'virtual:site')).toThrow(/ENOENT/);
  });
});
