import { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { text } from '../../engine/schema/fields.ts';
import { cta } from '../../engine/schema/link.ts';
import { sectionIntro } from '../../engine/schema/section-intro.ts';
import { dataCollection } from '../../engine/schema/data-collection.ts';
import { templateText } from '../_interactive/fields.ts';
import { isAllowedPoints } from './logic.ts';

const points = z
  .strictObject({ cos: z.number().int(), ea: z.number().int() })
  .refine(isAllowedPoints, 'Points are 3/1, 1/3, 2/2 or 1/1 (cos/ea), as the spec fixes');

export const comparisonQuizQuestionsSchema = z
  .array(
    z.strictObject({
      question: text,
      options: z.array(z.strictObject({ value: z.string().regex(/^[a-z0-9-]+$/), label: text, points })).length(4),
    }),
  )
  .length(3, 'The comparison quiz has 3 questions (site spec, section 9)');

const outcome = z.strictObject({ title: text, text: text, cta: cta });

export const comparisonQuizSchema = defineBlockSchema('comparisonQuiz', {
  ...sectionIntro,
  questions: dataCollection('comparison-quiz', comparisonQuizQuestionsSchema),
  progressLabel: templateText('current', 'total'),
  result: z.strictObject({
    eyebrow: text,
    scoreLabel: templateText('cos', 'ea'),
    cos: outcome.describe('When the Chief of Staff gets more points.'),
    ea: outcome.describe('When the assistant gets as many points or more.'),
    restartLabel: text,
  }),
});

export type ComparisonQuizProps = z.output<typeof comparisonQuizSchema>;
