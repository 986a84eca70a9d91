import { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { editorMeta } from '../../engine/schema/editor-meta.ts';
import type { SchemaContext } from '../../engine/site/schema-context.ts';
import { image, line, titled } from '../_fields/fields.ts';
import { textColumn, wideColumn } from '../_fields/image-layouts.ts';

const caption = line('Légende', 'Texte affiché sous l’image (facultatif).').optional();

/** A figure: an image with its optional caption, in the text's column or wide. */
export const figureSchema = (site: SchemaContext) =>
  z
    .discriminatedUnion('wide', [
      defineBlockSchema(site, 'figure', {
        image: image(site, textColumn, 'Image'),
        caption,
        wide: titled(z.literal(false), 'Pleine largeur').optional(),
      }),
      defineBlockSchema(site, 'figure', { image: image(site, wideColumn, 'Image'), caption, wide: titled(z.literal(true), 'Pleine largeur') }),
    ])
    .meta({ title: 'Image' })
    // A new figure shows the site's illustration, decorative until its alternative is written: a figure needs an image of images/.
    .register(editorMeta, { starter: { image: { src: 'images/horizon.png', decorative: true } } });

export type FigureProps = z.output<ReturnType<typeof figureSchema>>;
