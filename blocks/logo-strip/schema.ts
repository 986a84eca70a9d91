import { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { text } from '../../engine/schema/fields.ts';
import { iconName } from '../../engine/schema/icon.ts';

export const logoStripSchema = defineBlockSchema('logoStrip', {
  title: text,
  note: text.optional().describe('E.g. why clients are described rather than named.'),
  logos: z
    .array(z.strictObject({ name: text, detail: text.optional(), icon: iconName }))
    .min(3)
    .max(8),
});

export type LogoStripProps = z.output<typeof logoStripSchema>;
