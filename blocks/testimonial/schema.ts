import type { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import type { SchemaContext } from '../../engine/site/schema-context.ts';
import { fields, line, prose } from '../_fields/fields.ts';

// Clients stay anonymous: a quote is signed with a role and a company descriptor, never a name.
export const testimonialSchema = (site: SchemaContext) =>
  defineBlockSchema(site, 'testimonial', {
    eyebrow: fields.eyebrow.optional(),
    quote: prose(site, 'Citation'),
    author: line('Auteur', 'La fonction de l’auteur, par exemple « Directrice des opérations ».'),
    company: line('Entreprise', 'Une description de son entreprise, par exemple « Enseigne de retail multi-sites ».'),
  }).meta({ title: 'Témoignage' });

export type TestimonialProps = z.output<ReturnType<typeof testimonialSchema>>;
