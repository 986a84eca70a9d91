import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pagesPlugin } from '../../engine/prerender/vite-plugin-pages.ts';
import { pageModuleName } from '../../engine/prerender/route-data.ts';
import { loadContent } from '../../engine/validation/load-content.ts';
import site from '../../site.config.ts';

// A build validates the content once, in its entry, and gives it to both of its bundles (engine/prerender/build.ts):
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

describe('the pages plugin on the dev server, with a content file broken', () => {
  const content = loadContent(root, site);
  /** A copy of the site's content with `file` replaced by `text`. */
  function rootWith(file: string, text: string): string {
    const copy = emptyRoot();
    for (const folder of ['pages', 'data']) cpSync(join(root, folder), join(copy, folder), { recursive: true });
    writeFileSync(join(copy, file), text);
    return copy;
  }
  /** What `virtual:content-as-read` exports, as values. */
  const asRead = (plugin: ReturnType<typeof pagesPlugin>) => {
    const source = moduleOf(plugin, 'virtual:content-as-read');
    const value = (name: string) => {
      const written = new RegExp(`export const ${name} = (.*);$`, 'm').exec(source)![1]!;
      return written === 'undefined' ? undefined : (JSON.parse(written) as unknown);
    };
    return { site: value('site'), navigation: value('navigation'), invalidFiles: value('invalidFiles') };
  };

  it("fails the site's module, but gives the preview the settings and navigation while a page file does not parse", () => {
    const plugin = pagesPlugin(site, rootWith('pages/qui-sommes-nous.json', '{ "path": "/qui-sommes-nous", '));
    expect(() => moduleOf(plugin, 'virtual:site')).toThrow(/pages\/qui-sommes-nous\.json: Invalid JSON/);
    expect(asRead(plugin)).toEqual({ site: content.site, navigation: content.navigation, invalidFiles: [] });
  });

  it('names data/navigation.json to the preview while that file is invalid', () => {
    const plugin = pagesPlugin(site, rootWith('data/navigation.json', '{ "header": {} }'));
    expect(asRead(plugin)).toEqual({ site: content.site, navigation: undefined, invalidFiles: ['data/navigation.json'] });
  });

  it('tells the editor and its preview which data files are not JSON, so that a block naming one says so', () => {
    const source = moduleOf(pagesPlugin(site, rootWith('data/values.json', '[ { "title": "Transparence", } ]')), 'virtual:site-definition');
    expect(source).toMatch(/export const dataFiles = \{ files: new Map\(.*\), unreadable: \["data\/values\.json"\], images: new Map\(.*\) \};/);
    expect(source).not.toContain('"data/values.json",[');
    expect(source).toContain('"data/services.json",[');
  });

  it("serves the shell's texts from the definition, whatever the content", () => {
    const source = moduleOf(pagesPlugin(site, emptyRoot()), 'virtual:shell');
    expect(source).toContain(JSON.stringify(site.locale.labels));
    expect(source).toContain(JSON.stringify(site.theme.themeColor));
  });
});
