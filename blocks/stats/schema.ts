import { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { sectionIntro } from '../../engine/schema/section-intro.ts';
import type { SchemaContext } from '../../engine/site/schema-context.ts';
import { fields, line, prose, titled } from '../_fields/fields.ts';

const figure = z.strictObject({
  value: line('Valeur', 'Le chiffre tel qu’il s’affiche, par exemple « +25 % » ou « 18 ».'),
  label: fields.label,
  detail: line('Précision').optional(),
});

export const statsSchema = (site: SchemaContext) =>
  defineBlockSchema(site, 'stats', {
    ...sectionIntro,
    items: titled(z.array(titled(figure, 'Chiffre')).min(1).max(6), 'Chiffres'),
    note: prose(site, 'Note', 'Source ou précision, affichée sous les chiffres.').optional(),
  }).meta({ title: 'Chiffres clés' });

export type StatsProps = z.output<ReturnType<typeof statsSchema>>;
