import { z } from 'zod';
import { dataCollection } from '../../engine/schema/data-collection.ts';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { editorMeta } from '../../engine/schema/editor-meta.ts';
import { sectionIntro } from '../../engine/schema/section-intro.ts';
import type { SchemaContext } from '../../engine/site/schema-context.ts';
import { testimonialsSchema } from '../_collections/testimonials.ts';
import { fields, spokenName, titled } from '../_fields/fields.ts';
import { templateText } from '../_interactive/fields.ts';

export const testimonialCarouselSchema = (site: SchemaContext) =>
  defineBlockSchema(site, 'testimonialCarousel', {
    ...sectionIntro,
    testimonials: titled(dataCollection(site, 'testimonials', testimonialsSchema(site)), 'Témoignages'),
    label: spokenName('Nom du carrousel', 'le carrousel', 'Témoignages de dirigeants'),
    nextLabel: fields.nextLabel,
    positionLabel: titled(templateText('current', 'total'), 'Position'),
  })
    .meta({ title: 'Carrousel de témoignages' })
    .register(editorMeta, { starter: { positionLabel: 'Témoignage {current} sur {total}' } });

export type TestimonialCarouselProps = z.output<ReturnType<typeof testimonialCarouselSchema>>;
