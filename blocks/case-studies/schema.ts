import { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { text } from '../../engine/schema/fields.ts';
import { iconName } from '../../engine/schema/icon.ts';
import { cta } from '../../engine/schema/link.ts';
import { sectionIntro } from '../../engine/schema/section-intro.ts';
import { templateText } from '../_interactive/fields.ts';

const caseStudy = z.strictObject({
  icon: iconName.optional(),
  title: text,
  problem: text,
  solution: text,
  result: text.describe('The outcome in figures, e.g. "+60 % de revenus publicitaires".'),
  details: z
    .array(z.strictObject({ challenge: text, action: text, result: text }))
    .default([])
    .describe('Optional breakdown of the mission, one line per workstream.'),
});

export const caseStudiesSchema = defineBlockSchema('caseStudies', {
  ...sectionIntro,
  labels: z.strictObject({
    problem: text,
    solution: text,
    result: text,
    challenge: text,
    action: text,
    showDetails: templateText('count').describe('Button opening the breakdown of a mission.'),
    hideDetails: text,
  }),
  cases: z.array(caseStudy).min(1),
  cta: cta.optional(),
});

export type CaseStudiesProps = z.output<typeof caseStudiesSchema>;
export type CaseStudy = CaseStudiesProps['cases'][number];
