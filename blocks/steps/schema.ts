import { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { sectionIntro } from '../../engine/schema/section-intro.ts';
import type { SchemaContext } from '../../engine/site/schema-context.ts';
import { buttons, fields, line, titled, texts } from '../_fields/fields.ts';

export const stepsSchema = (site: SchemaContext) =>
  defineBlockSchema(site, 'steps', {
    ...sectionIntro,
    steps: titled(
      z
        .array(titled(z.strictObject({ title: fields.title, duration: line('Durée', 'Par exemple « 3 mois ».').optional(), text: texts(site).text }), 'Étape'))
        .min(2)
        .max(6),
      'Étapes',
    ),
    highlightOnHover: titled(
      z.boolean(),
      'Mettre en avant l’étape survolée',
      'Met en valeur l’étape que le visiteur survole à la souris ou atteint au clavier.',
    ).default(false),
    cta: buttons(site).cta.optional(),
  }).meta({ title: 'Étapes' });

export type StepsProps = z.output<ReturnType<typeof stepsSchema>>;
