import { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { text } from '../../engine/schema/fields.ts';
import { linkField } from '../../engine/schema/link.ts';

export const readingGuideSchema = defineBlockSchema('readingGuide', {
  label: text.describe('Accessible name of the quick navigation, e.g. "Sommaire du manifeste".'),
  links: z
    .array(z.strictObject({ label: text, href: linkField('An anchor of this page, e.g. "#principes".') }))
    .min(2)
    .max(6)
    .refine((links) => links.every((item) => item.href.href.startsWith('#')), 'Quick navigation links are anchors of this page ("#principes")'),
});

export type ReadingGuideProps = z.output<typeof readingGuideSchema>;
