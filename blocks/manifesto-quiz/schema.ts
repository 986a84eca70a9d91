import { z } from 'zod';
import { dataCollection } from '../../engine/schema/data-collection.ts';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { editorMeta } from '../../engine/schema/editor-meta.ts';
import { sectionIntro } from '../../engine/schema/section-intro.ts';
import { button, fields, line, prose, titled } from '../_fields/fields.ts';
import { templateText } from '../_interactive/fields.ts';
import { QUESTION_COUNT } from './logic.ts';

export const manifestoQuizQuestionsSchema = z
  .array(
    z
      .strictObject({
        question: line('Question'),
        options: titled(z.array(line('Réponse')).length(4, 'Each question has 4 answers; their order carries the scoring'), 'Réponses'),
      })
      .meta({ title: 'Question' }),
  )
  .length(QUESTION_COUNT, `The manifesto quiz has ${QUESTION_COUNT} questions (site spec, section 9)`);

export const manifestoQuizSchema = defineBlockSchema('manifestoQuiz', {
  ...sectionIntro,
  questions: titled(dataCollection('manifesto-quiz', manifestoQuizQuestionsSchema), 'Questions'),
  progressLabel: titled(templateText('percent'), 'Progression'),
  outcomes: titled(
    z.strictObject({ booking: button('Prise de rendez-vous'), simulator: button('Simulateur') }),
    'Pages ouvertes à la fin',
    'Opened in a new tab after the last answer: the booking calendar from 4 points, the simulator below.',
  ),
  finished: titled(
    z.strictObject({
      title: fields.title,
      text: fields.text,
      fallback: prose('Si l’onglet est bloqué', 'Before the link to the opened page, for visitors whose browser blocked the new tab.'),
      cta: button('Bouton', 'The invitation to talk, e.g. to the contact form.'),
    }),
    'Fin du quiz',
  ),
})
  .meta({ title: 'Quiz du manifeste' })
  .register(editorMeta, { starter: { progressLabel: '{percent} % parcourus' } });

export type ManifestoQuizProps = z.output<typeof manifestoQuizSchema>;
