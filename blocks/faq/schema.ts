import { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { faqItems } from '../../engine/schema/faq.ts';
import { sectionIntro } from '../../engine/schema/section-intro.ts';
import { titled } from '../_fields/fields.ts';

export const faqSchema = defineBlockSchema('faq', {
  ...sectionIntro,
  items: titled(faqItems().min(1), 'Questions'),
}).meta({ title: 'Questions fréquentes' });

export type FaqProps = z.output<typeof faqSchema>;
