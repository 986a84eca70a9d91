import { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { text } from '../../engine/schema/fields.ts';
import { sectionIntro } from '../../engine/schema/section-intro.ts';
import { dataCollection } from '../../engine/schema/data-collection.ts';
import { templateText } from '../_interactive/fields.ts';

/** Chakra palettes a risk marker may take. */
export const riskColours = ['red', 'orange', 'yellow', 'green', 'accent', 'brand'] as const;

const share = z.number().min(0).max(1);

export const riskSamplesSchema = z
  .array(z.strictObject({ id: z.string().regex(/^[a-z0-9-]+$/), name: text, probability: share, impact: share, colour: z.enum(riskColours) }))
  .min(1)
  .max(9);

export const riskMatrixSchema = defineBlockSchema('riskMatrix', {
  ...sectionIntro,
  risks: dataCollection('risk-matrix', riskSamplesSchema),
  probabilityLabel: text,
  impactLabel: text,
  levels: z.tuple([text, text, text]).describe('Low, medium, high: the bands of both axes.'),
  legendTitle: text,
  riskDescription: templateText('probability', 'impact').describe('Read with each risk, e.g. "probabilité {probability} %, impact {impact} %".'),
});

export type RiskMatrixProps = z.output<typeof riskMatrixSchema>;
export type RiskSample = RiskMatrixProps['risks'][number];
