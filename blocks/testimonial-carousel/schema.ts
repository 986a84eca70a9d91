import { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { testimonialsSchema } from '../_collections/testimonials.ts';
import { text } from '../../engine/schema/fields.ts';
import { sectionIntro } from '../../engine/schema/section-intro.ts';
import { dataCollection } from '../../engine/schema/data-collection.ts';
import { templateText } from '../_interactive/fields.ts';

export const testimonialCarouselSchema = defineBlockSchema('testimonialCarousel', {
  ...sectionIntro,
  testimonials: dataCollection('testimonials', testimonialsSchema),
  label: text.describe('Accessible name of the carousel, e.g. "Témoignages de dirigeants".'),
  nextLabel: text,
  positionLabel: templateText('current', 'total'),
});

export type TestimonialCarouselProps = z.output<typeof testimonialCarouselSchema>;
