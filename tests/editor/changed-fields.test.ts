import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import site from 'virtual:site-definition';
import { changedPaths } from '../../editor/changed-fields.ts';
import { fieldName } from '../../editor/field-names.ts';
import { editorWords } from '../../locale/editor.ts';

const root = join(import.meta.dirname, '../..');
const read = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, unknown> & { blocks: Array<Record<string, unknown>> };

describe('the fields a version changed', () => {
  it('gives the paths of the values that differ, deepest first, and nothing for equal documents', () => {
    const before = {
      path: '/a',
      seo: { title: 'A', description: 'D' },
      blocks: [
        { type: 'hero', title: 'T' },
        { type: 'cta', items: [1, 2] },
      ],
    };
    const after = structuredClone(before);
    expect(changedPaths(before, after)).toEqual([]);
    after.seo.title = 'B';
    after.blocks[1]!.items = [1, 3];
    expect(changedPaths(before, after)).toEqual([
      ['seo', 'title'],
      ['blocks', 1, 'items', 1],
    ]);
  });

  it('counts a field added or removed, and a list whose length changed as the list itself', () => {
    expect(changedPaths({ a: 1, b: 2 }, { a: 1, c: 3 })).toEqual([['c'], ['b']]);
    expect(changedPaths({ blocks: [{ t: 1 }] }, { blocks: [{ t: 1 }, { t: 2 }] })).toEqual([['blocks']]);
    expect(changedPaths({ x: [1] }, { x: { 0: 1 } })).toEqual([['x']]);
    expect(changedPaths(null, { a: 1 })).toEqual([[]]);
  });
});

describe('a field named as the form names it', () => {
  const faq = read('pages/faq.json');
  const ui = editorWords.ui;

  it("names a block's field by the block's number and name and the field's labels, in the site's words", () => {
    expect(fieldName(site, 'pages/faq.json', faq, ['blocks', 0, 'title'])).toBe(ui.pair('1. Bandeau d’accueil', 'Titre'));
    expect(fieldName(site, 'pages/faq.json', faq, ['blocks', 0, 'primaryCta', 'href'])).toBe(
      ui.pair(ui.pair('1. Bandeau d’accueil', 'Bouton principal'), 'Lien'),
    );
  });

  it("names the page's own fields and the list of blocks; the JSON path past what the form knows", () => {
    expect(fieldName(site, 'pages/faq.json', faq, ['seo', 'title'])).toBe(ui.pair('Référencement', 'Titre'));
    expect(fieldName(site, 'pages/faq.json', faq, ['blocks'])).toBe(ui.blocks);
    expect(fieldName(site, 'pages/faq.json', faq, ['unknownField', 2])).toBe('unknownField[2]');
  });

  it('names the items of a data file', () => {
    expect(fieldName(site, 'data/values.json', read('data/values.json'), [1, 'title'])).toBe(ui.pair(ui.item('Valeur', 1), 'Titre'));
  });
});
