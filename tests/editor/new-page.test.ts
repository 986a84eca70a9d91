import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newPage } from '../../editor/new-page.ts';
import { siteSchemasOf } from '../../editor/site-schemas.ts';
import { checkPage } from '../../editor/validate.ts';
import { loadContent } from '../../engine/validation/load-content.ts';
import { pageOutline } from '../../engine/validation/page-rules.ts';
import site from '../../site.config.ts';
import { dataFiles } from '../site-context.ts';

// A page the editor creates is valid as it is, and starts with the blocks its site chooses: the engine names none.

const root = resolve(import.meta.dirname, '../..');
/** The site's pages, which a new page's links are checked against. */
const others = loadContent(root, site).pages.map(pageOutline);

describe('a page the editor creates', () => {
  it('starts, for this site, with a hero titled like the page, and passes the build’s checks', () => {
    const page = newPage(site, '/tarifs', 'Nos tarifs', 'Nos formules et leurs tarifs.');
    expect(page.blocks).toEqual([expect.objectContaining({ type: 'hero', title: 'Nos tarifs' })]);
    expect(checkPage(siteSchemasOf(site, dataFiles), page, 'pages/tarifs.json', others).issues).toEqual([]);
  });

  it('starts, for a site that chooses nothing, with one block of the first type its registry lists, valid', () => {
    const { textSection, ...rest } = site.blocks;
    const other = { ...site, editor: undefined, blocks: { textSection, ...rest } };
    const page = newPage(other, '/tarifs', 'Nos tarifs', 'Nos formules et leurs tarifs.');
    expect(page.blocks).toEqual([expect.objectContaining({ type: 'textSection' })]);
    expect(checkPage(siteSchemasOf(other, dataFiles), page, 'pages/tarifs.json', others).issues).toEqual([]);
  });
});
