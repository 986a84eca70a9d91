import { z } from 'zod';
import { dataCollection } from '../../engine/schema/data-collection.ts';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { editorMeta } from '../../engine/schema/editor-meta.ts';
import { sectionIntro } from '../../engine/schema/section-intro.ts';
import { testimonialsSchema } from '../_collections/testimonials.ts';
import { fields, spokenName, titled } from '../_fields/fields.ts';
import { templateText } from '../_interactive/fields.ts';

export const testimonialCarouselSchema = defineBlockSchema('testimonialCarousel', {
  ...sectionIntro,
  testimonials: titled(dataCollection('testimonials', testimonialsSchema), 'Témoignages'),
  label: spokenName('Nom du carrousel', 'le carrousel', 'Témoignages de dirigeants'),
  nextLabel: fields.nextLabel,
  positionLabel: titled(templateText('current', 'total'), 'Position'),
})
  .meta({ title: 'Carrousel de témoignages' })
  .register(editorMeta, { starter: { positionLabel: 'Témoignage {current} sur {total}' } });

export type TestimonialCarouselProps = z.output<typeof testimonialCarouselSchema>;
