import { z } from 'zod';
import { plainText } from '../../engine/schema/formatted-text.ts';
import type { SchemaContext } from '../../engine/site/schema-context.ts';
import { line, prose } from '../_fields/fields.ts';
import { collectionOf } from './collection-of.ts';

// Clients are described, never named: the author is a role, the company a descriptor.
export const testimonialSchema = (site: SchemaContext) =>
  z
    .strictObject({
      text: prose(site, 'Citation'),
      author: line('Auteur', 'La fonction de l’auteur, par exemple « Directeur général ».'),
      company: line('Entreprise', 'Une description de son entreprise, par exemple « Groupe média international ».'),
    })
    .meta({ title: 'Témoignage' });

export const testimonialsSchema = (site: SchemaContext) => collectionOf(testimonialSchema(site), 3, (testimonial) => plainText(testimonial.text));

export type Testimonial = z.output<ReturnType<typeof testimonialSchema>>;
