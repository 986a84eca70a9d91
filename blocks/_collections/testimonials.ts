import { z } from 'zod';
import { line, prose } from '../_fields/fields.ts';
import { collectionOf } from './collection-of.ts';

// Clients are described, never named: the author is a role, the company a descriptor.
export const testimonialSchema = z
  .strictObject({
    text: prose('Citation'),
    author: line('Auteur', 'La fonction de l’auteur, par exemple « Directeur général ».'),
    company: line('Entreprise', 'Une description de son entreprise, par exemple « Groupe média international ».'),
  })
  .meta({ title: 'Témoignage' });

export const testimonialsSchema = collectionOf(testimonialSchema, 3, (testimonial) => testimonial.text);

export type Testimonial = z.output<typeof testimonialSchema>;
