import { z } from 'zod';
import { frenchSpacing } from '../_fields/french-spacing.ts';
import { dataCollection } from '../../engine/schema/data-collection.ts';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { sectionIntro } from '../../engine/schema/section-intro.ts';
import type { SchemaContext } from '../../engine/site/schema-context.ts';
import { fields, line, plainProse, prose, titled } from '../_fields/fields.ts';

export const pyramidLevelsSchema = (site: SchemaContext) =>
  z
    .array(
      z
        .strictObject({
          level: titled(z.number().int().min(1), 'Niveau'),
          title: fields.title,
          description: plainProse('Description', 'Sans mise en forme ni lien : affichée sur le niveau, qui s’ouvre d’un clic.'),
          example: prose(site, 'Exemple'),
          keyResult: prose(site, 'Résultat clé'),
        })
        .meta({ title: 'Niveau' }),
    )
    .length(4, frenchSpacing('La pyramide a quatre niveaux : entreprise, départements, équipes, individus.'))
    .refine((items) => items.every((item, index) => item.level === index + 1), 'Levels are numbered 1 to 4 from the top of the pyramid');

export const okrPyramidSchema = (site: SchemaContext) =>
  defineBlockSchema(site, 'okrPyramid', {
    ...sectionIntro,
    levels: titled(dataCollection(site, 'okr-pyramid', pyramidLevelsSchema(site)), 'Niveaux'),
    exampleLabel: line('Libellé de l’exemple'),
    keyResultLabel: line('Libellé du résultat clé'),
    hint: line('Indication', 'Indique au visiteur qu’un clic sur un niveau en affiche le détail.'),
  }).meta({ title: 'Pyramide des OKR' });

export type OkrPyramidProps = z.output<ReturnType<typeof okrPyramidSchema>>;
