import { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { editorMeta } from '../../engine/schema/editor-meta.ts';
import type { SchemaContext } from '../../engine/site/schema-context.ts';
import { image, line, titled } from '../_fields/fields.ts';

/** Its widths: the text column (3xl, 48rem), or wide (6xl, 72rem), less the page's margins on a phone. */
export const imageLayouts = {
  text: { maxWidth: 768, sizes: '(min-width: 52rem) 48rem, calc(100vw - 2.5rem)' },
  wide: { maxWidth: 1152, sizes: '(min-width: 76rem) 72rem, calc(100vw - 2.5rem)' },
};

const caption = line('Légende', 'Texte affiché sous l’image (facultatif).').optional();

/** A figure: an image with its optional caption, in the text's column or wide. */
export const figureSchema = (site: SchemaContext) =>
  z
    .discriminatedUnion('wide', [
      defineBlockSchema(site, 'figure', {
        image: image(site, imageLayouts.text, 'Image'),
        caption,
        wide: titled(z.literal(false), 'Pleine largeur').optional(),
      }),
      defineBlockSchema(site, 'figure', { image: image(site, imageLayouts.wide, 'Image'), caption, wide: titled(z.literal(true), 'Pleine largeur') }),
    ])
    .meta({ title: 'Image' })
    // A new figure shows the site's illustration, decorative until its alternative is written: a figure needs an image of images/.
    .register(editorMeta, { starter: { image: { src: 'images/horizon.png', decorative: true } } });

export type FigureProps = z.output<ReturnType<typeof figureSchema>>;
