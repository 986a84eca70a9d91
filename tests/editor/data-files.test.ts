import { describe, expect, it } from 'vitest';
import { siteDataFiles } from '../../blocks/data-files.ts';
import { dataFilesOfBlock } from '../../editor/data-files.ts';
import { siteFormsOf } from '../../editor/site-schemas.ts';
import site from '../../site.config.ts';

const { dataFiles, blockSpecs } = siteFormsOf(site);
const specOf = (type: keyof typeof site.blocks) => blockSpecs.get(type);

describe('data files in the editor', () => {
  it('offers exactly the files of the site’s table, by name', () => {
    expect([...dataFiles.values()].map((entry) => entry.file).sort()).toEqual(
      Object.values(siteDataFiles)
        .flatMap((entry) => entry.files)
        .sort(),
    );
    expect(dataFiles.get('values')?.file).toBe('data/values.json');
  });

  it('finds the data file a block reads through its dataCollection field', () => {
    expect(dataFilesOfBlock(site, { type: 'collectionGrid', collection: 'values' }, specOf('collectionGrid')).map((entry) => entry.file)).toEqual([
      'data/values.json',
    ]);
    expect(dataFilesOfBlock(site, { type: 'strategicMatrix', matrix: 'bank-matrix' }, specOf('strategicMatrix')).map((entry) => entry.file)).toEqual([
      'data/bank-matrix.json',
    ]);
    expect(dataFilesOfBlock(site, { type: 'faqExplorer', faq: 'faq' }, specOf('faqExplorer')).map((entry) => entry.file)).toEqual(['data/faq.json']);
    // A block's type that happens to be a data file's name is not a data file.
    expect(dataFilesOfBlock(site, { type: 'faq', title: 'faq' }, specOf('faq'))).toEqual([]);
    expect(dataFilesOfBlock(site, { type: 'hero', title: 'values' }, specOf('hero'))).toEqual([]);
  });
});
