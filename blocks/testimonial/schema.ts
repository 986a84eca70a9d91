import type { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { text } from '../../engine/schema/fields.ts';

// Clients stay anonymous: a quote is signed with a role and a company descriptor, never a name.
export const testimonialSchema = defineBlockSchema('testimonial', {
  eyebrow: text.optional(),
  quote: text,
  author: text.describe('Role title, e.g. "Directrice des opérations".'),
  company: text.describe('Company descriptor, e.g. "Enseigne de retail multi-sites".'),
});

export type TestimonialProps = z.output<typeof testimonialSchema>;
