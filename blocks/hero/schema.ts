import { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { fields, line, titled } from '../_fields/fields.ts';

export const heroSchema = defineBlockSchema('hero', {
  eyebrow: fields.eyebrow.optional(),
  title: line('Titre', 'The page title (h1).'),
  subtitle: fields.subtitle,
  primaryCta: fields.primaryCta,
  secondaryCta: fields.secondaryCta.optional(),
  highlights: titled(z.array(line('Point clé')).max(4), 'Points clés', 'Short reassurance points under the buttons.').default([]),
}).meta({ title: 'Bandeau d’accueil' });

export type HeroProps = z.output<typeof heroSchema>;
