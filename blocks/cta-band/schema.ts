import { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { text } from '../../engine/schema/fields.ts';
import { cta } from '../../engine/schema/link.ts';

export const ctaBandSchema = defineBlockSchema('ctaBand', {
  title: text,
  text: text.optional(),
  primaryCta: cta,
  secondaryCta: cta.optional(),
});

export type CtaBandProps = z.output<typeof ctaBandSchema>;
