import { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { faqItems } from '../../engine/schema/faq.ts';
import { sectionIntro } from '../../engine/schema/section-intro.ts';

export const faqSchema = defineBlockSchema('faq', {
  ...sectionIntro,
  items: faqItems().min(1),
});

export type FaqProps = z.output<typeof faqSchema>;
