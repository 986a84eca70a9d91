import { z } from 'zod';
import { text } from '../../engine/schema/fields.ts';
import { collectionOf } from './collection-of.ts';

// Clients are described, never named: the author is a role, the company a descriptor.
export const testimonialSchema = z.strictObject({
  text: text,
  author: text.describe('Role title, e.g. "Directeur général".'),
  company: text.describe('Descriptor, e.g. "Groupe média international".'),
});

export const testimonialsSchema = collectionOf(testimonialSchema, 3, (testimonial) => testimonial.text);

export type Testimonial = z.output<typeof testimonialSchema>;
