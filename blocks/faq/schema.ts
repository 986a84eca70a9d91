import { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { text } from '../../engine/schema/fields.ts';
import { sectionIntro } from '../../engine/schema/section-intro.ts';

export const faqSchema = defineBlockSchema('faq', {
  ...sectionIntro,
  items: z.array(z.strictObject({ question: text, answer: text })).min(1),
});

export type FaqProps = z.output<typeof faqSchema>;
