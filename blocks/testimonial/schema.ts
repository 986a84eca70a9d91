import type { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import type { SchemaContext } from '../../engine/site/schema-context.ts';
import { fields, image, line, prose } from '../_fields/fields.ts';
import { portrait } from '../_fields/image-layouts.ts';

// Clients stay anonymous: a quote is signed with a role and a company descriptor, never a name.
export const testimonialSchema = (site: SchemaContext) =>
  defineBlockSchema(site, 'testimonial', {
    eyebrow: fields.eyebrow.optional(),
    quote: prose(site, 'Citation'),
    author: line('Auteur', 'La fonction de l’auteur, par exemple « Directrice des opérations ».'),
    company: line('Entreprise', 'Une description de son entreprise, par exemple « Enseigne de retail multi-sites ».'),
    image: image(
      site,
      portrait,
      'Portrait ou logo',
      'Affiché en rond à côté de la signature (facultatif) : le portrait de l’auteur, s’il accepte d’être reconnu, ou la marque de son entreprise.',
    ).optional(),
  }).meta({ title: 'Témoignage' });

export type TestimonialProps = z.output<ReturnType<typeof testimonialSchema>>;
