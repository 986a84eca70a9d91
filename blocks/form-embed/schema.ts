import { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { text } from '../../engine/schema/fields.ts';
import { cta } from '../../engine/schema/link.ts';
import { sectionIntro } from '../../engine/schema/section-intro.ts';
import { tallyForm } from '../../engine/schema/tally-form.ts';

export const formEmbedSchema = defineBlockSchema('formEmbed', {
  ...sectionIntro,
  formId: tallyForm,
  frameTitle: text.describe('Accessible name of the form frame.'),
  height: z.number().int().min(200).max(1200).describe('Initial frame height in pixels (the form then sizes itself).'),
  loadDelayMs: z.number().int().min(0).max(5000).default(0).describe('Wait before loading the form script, so it never competes with the page.'),
  fallback: z
    .strictObject({ text: text, linkLabel: text.describe('Link to the same form on its own page, in a new tab.') })
    .describe('Shown under the form for visitors whose browser blocks it.'),
  aside: z
    .strictObject({ title: text, steps: z.array(text).min(1), cta: cta.optional() })
    .optional()
    .describe('Side panel: what happens next, and a booking link.'),
});

export type FormEmbedProps = z.output<typeof formEmbedSchema>;
