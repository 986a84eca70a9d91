import { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { text } from '../../engine/schema/fields.ts';
import { sectionIntro } from '../../engine/schema/section-intro.ts';
import { dataCollection } from '../../engine/schema/data-collection.ts';
import { RATING_SCALES } from './logic.ts';

const itemId = z.string().regex(/^[a-z0-9-]+$/);
const details = z.array(text).min(1).describe('What is at stake, shown when the card is open.');

export const strategicMatrixDataSchema = z.strictObject({
  $schema: z.string().optional(),
  risks: z
    .array(
      z.strictObject({
        id: itemId,
        title: text,
        description: text,
        impact: z.enum(RATING_SCALES.impact),
        probability: z.enum(RATING_SCALES.probability),
        details,
        solution: text,
      }),
    )
    .min(1),
  opportunities: z
    .array(
      z.strictObject({
        id: itemId,
        title: text,
        description: text,
        potential: z.enum(RATING_SCALES.potential),
        feasibility: z.enum(RATING_SCALES.feasibility),
        details,
        action: text,
      }),
    )
    .min(1),
});

export const strategicMatrixSchema = defineBlockSchema('strategicMatrix', {
  ...sectionIntro,
  matrix: z.union([dataCollection('media-matrix', strategicMatrixDataSchema), dataCollection('bank-matrix', strategicMatrixDataSchema)]),
  tabs: z.strictObject({ risks: text.describe('First tab, open by default: "Risques" or "Défis".'), opportunities: text }),
  labels: z.strictObject({
    impact: text,
    probability: text,
    potential: text,
    feasibility: text,
    solution: text.describe('Heading of a risk card\'s answer, "Notre Solution".'),
    action: text.describe('Heading of an opportunity card\'s plan, "Plan d\'Action".'),
  }),
});

export type StrategicMatrixProps = z.output<typeof strategicMatrixSchema>;
