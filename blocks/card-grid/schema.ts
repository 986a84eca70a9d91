import { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { text } from '../../engine/schema/fields.ts';
import { iconName } from '../../engine/schema/icon.ts';
import { cta } from '../../engine/schema/link.ts';
import { sectionIntro } from '../../engine/schema/section-intro.ts';

export const cardSchema = z.strictObject({
  icon: iconName.optional(),
  label: text.optional().describe('Small tag above the title, e.g. a category.'),
  title: text,
  text: text,
  points: z.array(text).default([]),
  link: cta.optional(),
});

export const cardGridSchema = defineBlockSchema('cardGrid', {
  ...sectionIntro,
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
  cards: z.array(cardSchema).min(1),
  cta: cta.optional(),
});

export type CardGridProps = z.output<typeof cardGridSchema>;
export type CardProps = z.output<typeof cardSchema>;
