import { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { text } from '../../engine/schema/fields.ts';
import { sectionIntro } from '../../engine/schema/section-intro.ts';

export const statsSchema = defineBlockSchema('stats', {
  ...sectionIntro,
  items: z
    .array(z.strictObject({ value: text.describe('The figure as shown, e.g. "+25%" or "18".'), label: text, detail: text.optional() }))
    .min(1)
    .max(6),
  note: text.optional().describe('Source or context line under the figures.'),
});

export type StatsProps = z.output<typeof statsSchema>;
