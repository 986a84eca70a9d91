import { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { text } from '../../engine/schema/fields.ts';
import { cta } from '../../engine/schema/link.ts';

export const textSectionSchema = defineBlockSchema('textSection', {
  eyebrow: text.optional(),
  title: text,
  paragraphs: z.array(text).min(1),
  listTitle: text.optional().describe('Heading of the side list, e.g. "Responsabilités clés".'),
  list: z.array(z.strictObject({ title: text, text: text.optional() })).default([]),
  cta: cta.optional(),
});

export type TextSectionProps = z.output<typeof textSectionSchema>;
