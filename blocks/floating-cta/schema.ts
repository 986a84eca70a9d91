import type { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { cta } from '../../engine/schema/link.ts';

export const floatingCtaSchema = defineBlockSchema('floatingCta', {
  cta: cta.describe('The always-at-hand action, e.g. "Parler à un expert" to the booking calendar.'),
});

export type FloatingCtaProps = z.output<typeof floatingCtaSchema>;
