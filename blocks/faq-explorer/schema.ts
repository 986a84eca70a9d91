import { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { text } from '../../engine/schema/fields.ts';
import { sectionIntro } from '../../engine/schema/section-intro.ts';
import { dataCollection } from '../../engine/schema/data-collection.ts';
import { templateText } from '../_interactive/fields.ts';
import { faqCollectionSchema } from '../_collections/faq.ts';

export const faqExplorerSchema = defineBlockSchema('faqExplorer', {
  ...sectionIntro,
  faq: dataCollection('faq', faqCollectionSchema),
  searchLabel: text.describe('Accessible name of the search box.'),
  searchPlaceholder: text,
  filterLabel: text.describe('Accessible name of the category chips.'),
  allLabel: text,
  resultCount: z.strictObject({ one: templateText('count').describe('0 and 1, as French has it.'), other: templateText('count') }),
  empty: z.strictObject({ title: text, text: text, resetLabel: text }),
});

export type FaqExplorerProps = z.output<typeof faqExplorerSchema>;
export type FaqCategory = FaqExplorerProps['faq']['categories'][number];
