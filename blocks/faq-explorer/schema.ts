import { z } from 'zod';
import faq from '../../data/faq.json' with { type: 'json' };
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { text } from '../../engine/schema/fields.ts';
import { iconName } from '../../engine/schema/icon.ts';
import { sectionIntro } from '../../engine/schema/section-intro.ts';
import { dataCollection } from '../_interactive/collection.ts';
import { templateText } from '../_interactive/fields.ts';
import { FAQ_CATEGORY_IDS, FAQ_ITEM_COUNT } from './logic.ts';

/** Chakra colour palettes a category may take (its chip and tag). */
export const categoryColours = ['blue', 'teal', 'purple', 'orange', 'green', 'pink', 'cyan'] as const;

const categoryId = z.enum(FAQ_CATEGORY_IDS);

export const faqCollectionSchema = z
  .strictObject({
    $schema: z.string().optional(),
    categories: z
      .array(z.strictObject({ id: categoryId, label: text, icon: iconName, colour: z.enum(categoryColours) }))
      .length(FAQ_CATEGORY_IDS.length)
      .refine((categories) => new Set(categories.map((category) => category.id)).size === categories.length, 'Each category appears once'),
    items: z.array(z.strictObject({ category: categoryId, question: text, answer: text })).length(FAQ_ITEM_COUNT, `The FAQ holds exactly ${FAQ_ITEM_COUNT} questions (site spec, section 9)`),
  })
  .superRefine((collection, context) => {
    const used = new Set(collection.items.map((item) => item.category));
    collection.categories.forEach((category, index) => {
      if (!used.has(category.id)) context.addIssue({ code: 'custom', path: ['categories', index], message: `No question in category "${category.id}"` });
    });
  });

export const faqExplorerSchema = defineBlockSchema('faqExplorer', {
  ...sectionIntro,
  faq: dataCollection('faq', faq, faqCollectionSchema),
  searchLabel: text.describe('Accessible name of the search box.'),
  searchPlaceholder: text,
  filterLabel: text.describe('Accessible name of the category chips.'),
  allLabel: text,
  resultCount: z.strictObject({ one: templateText('count').describe('0 and 1, as French has it.'), other: templateText('count') }),
  empty: z.strictObject({ title: text, text: text, resetLabel: text }),
});

export type FaqExplorerProps = z.output<typeof faqExplorerSchema>;
export type FaqCategory = FaqExplorerProps['faq']['categories'][number];
