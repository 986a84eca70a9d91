import { z } from 'zod';
import { quoted } from '../_fields/french-spacing.ts';
import { faqItems } from '../../engine/schema/faq.ts';
import { labelledOptions } from '../../engine/schema/editor-meta.ts';
import { iconName } from '../../engine/schema/icon.ts';
import { paletteLabels } from '../_fields/palette-labels.ts';
import type { SchemaContext } from '../../engine/site/schema-context.ts';
import { fields, titled } from '../_fields/fields.ts';
import { FAQ_CATEGORY_IDS, FAQ_ITEM_COUNT } from '../faq-explorer/logic.ts';

/** Chakra colour palettes a category may take (its chip and tag). */
export const categoryColours = ['brand', 'accent', 'green', 'orange', 'red', 'gray'] as const;

const categoryId = titled(z.enum(FAQ_CATEGORY_IDS), 'Catégorie');

export const faqCollectionSchema = (site: SchemaContext) =>
  z
    .strictObject({
      $schema: z.string().optional(),
      categories: titled(
        z
          .array(
            titled(
              z.strictObject({
                id: titled(categoryId, 'Identifiant'),
                label: fields.label,
                icon: iconName,
                colour: titled(labelledOptions(z.enum(categoryColours), paletteLabels), 'Couleur'),
              }),
              'Catégorie',
            ),
          )
          .length(FAQ_CATEGORY_IDS.length)
          .refine((categories) => new Set(categories.map((category) => category.id)).size === categories.length, 'Each category appears once'),
        'Catégories',
      ),
      items: titled(
        faqItems(site, { category: categoryId }).length(FAQ_ITEM_COUNT, `The FAQ holds exactly ${FAQ_ITEM_COUNT} questions (site spec, section 9)`),
        'Questions',
      ),
    })
    .superRefine((collection, context) => {
      const used = new Set(collection.items.map((item) => item.category));
      collection.categories.forEach((category, index) => {
        if (!used.has(category.id))
          context.addIssue({ code: 'custom', path: ['categories', index], message: `Aucune question dans la catégorie ${quoted(category.id)}.` });
      });
    });
