import type { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { fields, line, prose } from '../_fields/fields.ts';

// Clients stay anonymous: a quote is signed with a role and a company descriptor, never a name.
export const testimonialSchema = defineBlockSchema('testimonial', {
  eyebrow: fields.eyebrow.optional(),
  quote: prose('Citation'),
  author: line('Auteur', 'Role title, e.g. "Directrice des opérations".'),
  company: line('Entreprise', 'Company descriptor, e.g. "Enseigne de retail multi-sites".'),
}).meta({ title: 'Témoignage' });

export type TestimonialProps = z.output<typeof testimonialSchema>;
