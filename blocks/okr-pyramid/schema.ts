import { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { text } from '../../engine/schema/fields.ts';
import { sectionIntro } from '../../engine/schema/section-intro.ts';
import { dataCollection } from '../../engine/schema/data-collection.ts';

export const pyramidLevelsSchema = z
  .array(z.strictObject({ level: z.number().int().min(1), title: text, description: text, example: text, keyResult: text }))
  .length(4, 'The pyramid has four levels: company, departments, teams, individuals')
  .refine((items) => items.every((item, index) => item.level === index + 1), 'Levels are numbered 1 to 4 from the top of the pyramid');

export const okrPyramidSchema = defineBlockSchema('okrPyramid', {
  ...sectionIntro,
  levels: dataCollection('okr-pyramid', pyramidLevelsSchema),
  exampleLabel: text,
  keyResultLabel: text,
  hint: text.describe('Tells the visitor the levels open on click.'),
});

export type OkrPyramidProps = z.output<typeof okrPyramidSchema>;
