import { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { text } from '../../engine/schema/fields.ts';
import { cta } from '../../engine/schema/link.ts';
import { sectionIntro } from '../../engine/schema/section-intro.ts';

export const stepsSchema = defineBlockSchema('steps', {
  ...sectionIntro,
  steps: z
    .array(z.strictObject({ title: text, duration: text.optional().describe('E.g. "3 mois".'), text: text }))
    .min(2)
    .max(6),
  highlightOnHover: z.boolean().default(false).describe('Highlight the step under the pointer or keyboard focus.'),
  cta: cta.optional(),
});

export type StepsProps = z.output<typeof stepsSchema>;
