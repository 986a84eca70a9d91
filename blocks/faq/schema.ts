import { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { faqItems } from '../../engine/schema/faq.ts';
import { sectionIntro } from '../../engine/schema/section-intro.ts';
import type { SchemaContext } from '../../engine/site/schema-context.ts';
import { titled } from '../_fields/fields.ts';

export const faqSchema = (site: SchemaContext) =>
  defineBlockSchema(site, 'faq', {
    ...sectionIntro,
    items: titled(faqItems(site).min(1), 'Questions'),
  }).meta({ title: 'Questions fréquentes' });

export type FaqProps = z.output<ReturnType<typeof faqSchema>>;
