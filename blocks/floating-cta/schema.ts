import type { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { button } from '../_fields/fields.ts';

export const floatingCtaSchema = defineBlockSchema('floatingCta', {
  cta: button('Bouton', 'The always-at-hand action, e.g. "Parler à un expert" to the booking calendar.'),
}).meta({ title: 'Bouton flottant' });

export type FloatingCtaProps = z.output<typeof floatingCtaSchema>;
