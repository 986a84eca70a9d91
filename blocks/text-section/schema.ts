import { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import type { SchemaContext } from '../../engine/site/schema-context.ts';
import { buttons, fields, image, line, titled, texts } from '../_fields/fields.ts';
import { sideColumn } from '../_fields/image-layouts.ts';

export const textSectionSchema = (site: SchemaContext) =>
  defineBlockSchema(site, 'textSection', {
    eyebrow: fields.eyebrow.optional(),
    title: fields.title,
    paragraphs: titled(z.array(texts(site).paragraph).min(1), 'Paragraphes'),
    listTitle: line('Titre de la liste', 'Titre de la liste affichée à côté du texte, par exemple « Responsabilités clés ».').optional(),
    image: image(site, sideColumn, 'Image', 'Affichée à côté du texte sur grand écran (au-dessus de la liste s’il y en a une), dessous sur mobile.').optional(),
    list: titled(z.array(titled(z.strictObject({ title: fields.title, text: texts(site).text.optional() }), 'Élément de la liste')), 'Liste').default([]),
    cta: buttons(site).cta.optional(),
  }).meta({ title: 'Section de texte' });

export type TextSectionProps = z.output<ReturnType<typeof textSectionSchema>>;
