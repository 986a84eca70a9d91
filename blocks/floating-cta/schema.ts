import type { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { button } from '../_fields/fields.ts';

export const floatingCtaSchema = defineBlockSchema('floatingCta', {
  cta: button('Bouton', 'Le bouton toujours visible à l’écran, par exemple « Parler à un expert » vers l’agenda de rendez-vous.'),
}).meta({ title: 'Bouton flottant' });

export type FloatingCtaProps = z.output<typeof floatingCtaSchema>;
