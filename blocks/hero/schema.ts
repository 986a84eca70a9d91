import { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import type { SchemaContext } from '../../engine/site/schema-context.ts';
import { buttons, fields, image, line, titled, texts } from '../_fields/fields.ts';
import { besideText } from '../_fields/image-layouts.ts';

export const heroSchema = (site: SchemaContext) =>
  defineBlockSchema(site, 'hero', {
    eyebrow: fields.eyebrow.optional(),
    title: line('Titre', 'Le grand titre de la page, en tête du bandeau.'),
    subtitle: texts(site).subtitle,
    primaryCta: buttons(site).primaryCta,
    secondaryCta: buttons(site).secondaryCta.optional(),
    image: image(
      site,
      besideText,
      'Image',
      'Affichée à côté du texte sur grand écran, dessous sur mobile. Une image du dossier images (« src ») et son texte alternatif (« alt »).',
    ).optional(),
    highlights: titled(z.array(line('Point clé')).max(4), 'Points clés', 'Courts arguments rassurants, sous les boutons (quatre au plus).').default([]),
  }).meta({ title: 'Bandeau d’accueil' });

export type HeroProps = z.output<ReturnType<typeof heroSchema>>;
