import type { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { fields } from '../_fields/fields.ts';

export const ctaBandSchema = defineBlockSchema('ctaBand', {
  title: fields.title,
  text: fields.text.optional(),
  primaryCta: fields.primaryCta,
  secondaryCta: fields.secondaryCta.optional(),
}).meta({ title: 'Appel à l’action' });

export type CtaBandProps = z.output<typeof ctaBandSchema>;
