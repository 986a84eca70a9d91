import type { SiteDefinition } from '../engine/site/definition.ts';
import { schemaPathOf } from '../engine/validation/schema-paths.ts';
import { newBlock } from './defaults.ts';

/** The blocks a new page starts with: those the site chooses (`editor.newPageBlocks`), else one of its registry's first type. */
function startingBlocks(site: SiteDefinition, title: string): Record<string, unknown>[] {
  const chosen = site.editor?.newPageBlocks?.(title) ?? [{ type: Object.keys(site.blocks)[0]! }];
  return chosen.map(({ type, ...content }) => ({ ...newBlock(site, type), ...content }));
}

/** A new page of `site` as the editor creates it: valid as it is, titled, with the blocks the site starts a page with. */
export function newPage(site: SiteDefinition, path: string, title: string, description: string): Record<string, unknown> {
  return {
    // From the page's file, which is as deep in pages/ as its route has segments.
    $schema: `${'../'.repeat(path.split('/').length - 1)}${schemaPathOf('page')}`,
    path,
    seo: { title, description, structuredData: ['WebPage'] },
    breadcrumb: { label: title },
    blocks: startingBlocks(site, title),
  };
}
