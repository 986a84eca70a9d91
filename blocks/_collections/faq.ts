import { z } from 'zod';
import { text } from '../../engine/schema/fields.ts';
import { faqItems } from '../../engine/schema/faq.ts';
import { iconName } from '../../engine/schema/icon.ts';
import { FAQ_CATEGORY_IDS, FAQ_ITEM_COUNT } from '../faq-explorer/logic.ts';

/** Chakra colour palettes a category may take (its chip and tag). */
export const categoryColours = ['brand', 'accent', 'green', 'orange', 'red', 'gray'] as const;

const categoryId = z.enum(FAQ_CATEGORY_IDS);

export const faqCollectionSchema = z
  .strictObject({
    $schema: z.string().optional(),
    categories: z
      .array(z.strictObject({ id: categoryId, label: text, icon: iconName, colour: z.enum(categoryColours) }))
      .length(FAQ_CATEGORY_IDS.length)
      .refine((categories) => new Set(categories.map((category) => category.id)).size === categories.length, 'Each category appears once'),
    items: faqItems({ category: categoryId }).length(FAQ_ITEM_COUNT, `The FAQ holds exactly ${FAQ_ITEM_COUNT} questions (site spec, section 9)`),
  })
  .superRefine((collection, context) => {
    const used = new Set(collection.items.map((item) => item.category));
    collection.categories.forEach((category, index) => {
      if (!used.has(category.id)) context.addIssue({ code: 'custom', path: ['categories', index], message: `No question in category "${category.id}"` });
    });
  });
