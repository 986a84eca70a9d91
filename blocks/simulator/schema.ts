import { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { text } from '../../engine/schema/fields.ts';
import { cta } from '../../engine/schema/link.ts';
import { dataCollection } from '../../engine/schema/data-collection.ts';
import { notice, templateText } from '../_interactive/fields.ts';
import { QUESTION_COUNT } from './logic.ts';

const questionSchema = z.strictObject({
  id: z.string().regex(/^q\d+$/, 'Expected an id like "q1"'),
  category: text.describe('Category label, also stored with the answer.'),
  text: text.describe('The statement the visitor rates from 1 to 10.'),
});

export const questionnaireSchema = z.strictObject({
  $schema: z.string().optional(),
  scale: z.strictObject({ minLabel: text.describe('Meaning of 1.'), maxLabel: text.describe('Meaning of 10.') }),
  questions: z
    .array(questionSchema)
    .length(QUESTION_COUNT)
    .superRefine((questions, context) => {
      questions.forEach((question, index) => {
        if (question.id !== `q${index + 1}`)
          context.addIssue({ code: 'custom', path: [index, 'id'], message: `Expected "q${index + 1}": ids run q1 to q${QUESTION_COUNT} in order` });
      });
      // A category split in two would show as two pages with the same title.
      const seen = new Set<string>();
      questions.forEach((question, index) => {
        if (index > 0 && questions[index - 1]!.category === question.category) return;
        if (seen.has(question.category))
          context.addIssue({ code: 'custom', path: [index, 'category'], message: `Questions of "${question.category}" must follow each other` });
        seen.add(question.category);
      });
    }),
});

const outcome = z.strictObject({ title: text, text: text, cta: cta });

export const simulatorSchema = defineBlockSchema('simulator', {
  questionnaire: dataCollection('simulator-questions', questionnaireSchema),
  stepLabels: z.tuple([text, text, text]).describe('Step indicator: details, questions, result.'),
  info: z.strictObject({
    title: text,
    intro: text,
    firstNameLabel: text,
    lastNameLabel: text,
    companyLabel: text,
    emailLabel: text,
    emailPlaceholder: text,
    submitLabel: text,
    privacyNote: text,
  }),
  questions: z.strictObject({
    title: text,
    intro: text,
    progressLabel: templateText('answered', 'total'),
    categoryLabel: templateText('current', 'total'),
    previousLabel: text,
    nextLabel: text,
    submitLabel: text,
    savingLabel: text.describe('Submit button while the answers are being saved.'),
    remainingHint: templateText('count').describe('Shown near the submit button while questions are unanswered.'),
  }),
  result: z.strictObject({
    title: templateText('firstName'),
    scoreLabel: text,
    needed: outcome.describe('Score above 49: a Chief of Staff would help.'),
    notNeeded: outcome,
    restartLabel: text,
  }),
  messages: z.strictObject({
    firstNameRequired: text,
    lastNameRequired: text,
    companyRequired: text,
    emailRequired: text,
    emailInvalid: text,
    saved: notice,
    saveFailed: notice,
  }),
});

export type SimulatorProps = z.output<typeof simulatorSchema>;
