import type { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import type { SchemaContext } from '../../engine/site/schema-context.ts';
import { button } from '../_fields/fields.ts';

export const floatingCtaSchema = (site: SchemaContext) =>
  defineBlockSchema(site, 'floatingCta', {
    cta: button(site, 'Bouton', 'Le bouton toujours visible à l’écran, par exemple « Parler à un expert » vers l’agenda de rendez-vous.'),
  }).meta({ title: 'Bouton flottant' });

export type FloatingCtaProps = z.output<ReturnType<typeof floatingCtaSchema>>;
