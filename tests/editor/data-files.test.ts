import { describe, expect, it } from 'vitest';
import { siteDataFiles } from '../../blocks/data-files.ts';
import { blockRegistry } from '../../blocks/registry.ts';
import { dataFilesOfBlock, editableDataFiles } from '../../editor/data-files.ts';
import { fieldSpec } from '../../editor/schema-form.ts';

const specOf = (type: keyof typeof blockRegistry) => fieldSpec(blockRegistry[type].schema as never);

describe('data files in the editor', () => {
  it('offers exactly the files of the site’s table, by name', () => {
    expect([...editableDataFiles().values()].map((entry) => entry.file).sort()).toEqual(
      Object.values(siteDataFiles)
        .flatMap((entry) => entry.files)
        .sort(),
    );
    expect(editableDataFiles().get('values')?.file).toBe('data/values.json');
  });

  it('finds the data file a block reads through its dataCollection field', () => {
    expect(dataFilesOfBlock({ type: 'collectionGrid', collection: 'values' }, specOf('collectionGrid')).map((entry) => entry.file)).toEqual([
      'data/values.json',
    ]);
    expect(dataFilesOfBlock({ type: 'strategicMatrix', matrix: 'bank-matrix' }, specOf('strategicMatrix')).map((entry) => entry.file)).toEqual([
      'data/bank-matrix.json',
    ]);
    expect(dataFilesOfBlock({ type: 'faqExplorer', faq: 'faq' }, specOf('faqExplorer')).map((entry) => entry.file)).toEqual(['data/faq.json']);
    // A block's type that happens to be a data file's name is not a data file.
    expect(dataFilesOfBlock({ type: 'faq', title: 'faq' }, specOf('faq'))).toEqual([]);
    expect(dataFilesOfBlock({ type: 'hero', title: 'values' }, specOf('hero'))).toEqual([]);
  });
});
