import { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { iconName } from '../../engine/schema/icon.ts';
import type { SchemaContext } from '../../engine/site/schema-context.ts';
import { fields, image, line, prose, titled } from '../_fields/fields.ts';
import { logo } from '../_fields/image-layouts.ts';

export const logoStripSchema = (site: SchemaContext) =>
  defineBlockSchema(site, 'logoStrip', {
    title: fields.title,
    note: prose(site, 'Note', 'Par exemple, pourquoi les clients sont décrits plutôt que nommés.').optional(),
    logos: titled(
      z
        .array(
          titled(
            z
              .strictObject({
                name: line('Nom'),
                detail: line('Précision').optional(),
                icon: titled(iconName, 'Icône', 'Affichée devant le nom quand la référence n’a pas d’image.').optional(),
                image: image(
                  site,
                  logo,
                  'Logo',
                  'Le logo du client (2,5rem de haut), affiché à la place de son nom et de l’icône : son texte alternatif dit le nom.',
                ).optional(),
              })
              // The logo takes the icon's place: both would leave one unseen, the page not saying which.
              .refine((entry) => entry.icon === undefined || entry.image === undefined, {
                path: ['icon'],
                message: 'A logo takes the place of the icon: give one or the other, not both',
              }),
            'Logo',
          ),
        )
        .min(3)
        .max(8),
      'Logos',
    ),
  }).meta({ title: 'Bandeau de logos' });

export type LogoStripProps = z.output<ReturnType<typeof logoStripSchema>>;
