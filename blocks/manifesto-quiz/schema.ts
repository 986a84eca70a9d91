import { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { text } from '../../engine/schema/fields.ts';
import { cta } from '../../engine/schema/link.ts';
import { sectionIntro } from '../../engine/schema/section-intro.ts';
import { dataCollection } from '../../engine/schema/data-collection.ts';
import { templateText } from '../_interactive/fields.ts';
import { QUESTION_COUNT } from './logic.ts';

export const manifestoQuizQuestionsSchema = z
  .array(z.strictObject({ question: text, options: z.array(text).length(4, 'Each question has 4 answers; their order carries the scoring') }))
  .length(QUESTION_COUNT, `The manifesto quiz has ${QUESTION_COUNT} questions (site spec, section 9)`);

export const manifestoQuizSchema = defineBlockSchema('manifestoQuiz', {
  ...sectionIntro,
  questions: dataCollection('manifesto-quiz', manifestoQuizQuestionsSchema),
  progressLabel: templateText('percent'),
  outcomes: z
    .strictObject({ booking: cta, simulator: cta })
    .describe('Opened in a new tab after the last answer: the booking calendar from 4 points, the simulator below.'),
  finished: z.strictObject({
    title: text,
    text: text,
    fallback: text.describe('Before the link to the opened page, for visitors whose browser blocked the new tab.'),
    cta: cta.describe('The invitation to talk, e.g. to the contact form.'),
  }),
});

export type ManifestoQuizProps = z.output<typeof manifestoQuizSchema>;
