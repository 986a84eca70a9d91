import { z } from 'zod';
import { dataCollection } from '../../engine/schema/data-collection.ts';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { editorMeta } from '../../engine/schema/editor-meta.ts';
import { sectionIntro } from '../../engine/schema/section-intro.ts';
import type { SchemaContext } from '../../engine/site/schema-context.ts';
import { button, fields, line, prose, titled, texts } from '../_fields/fields.ts';
import { templateText } from '../_interactive/fields.ts';
import { QUESTION_COUNT } from './logic.ts';

export const manifestoQuizQuestionsSchema = z
  .array(
    z
      .strictObject({
        question: line('Question'),
        options: titled(z.array(line('Réponse')).length(4, 'Chaque question a 4\u00a0réponses\u00a0; leur ordre porte le score.'), 'Réponses'),
      })
      .meta({ title: 'Question' }),
  )
  .length(QUESTION_COUNT, `The manifesto quiz has ${QUESTION_COUNT} questions (site spec, section 9)`);

export const manifestoQuizSchema = (site: SchemaContext) =>
  defineBlockSchema(site, 'manifestoQuiz', {
    ...sectionIntro,
    questions: titled(dataCollection(site, 'manifesto-quiz', manifestoQuizQuestionsSchema), 'Questions'),
    progressLabel: titled(templateText('percent'), 'Progression'),
    outcomes: titled(
      z.strictObject({ booking: button(site, 'Prise de rendez-vous'), simulator: button(site, 'Simulateur') }),
      'Pages ouvertes à la fin',
      'Ouvertes dans un nouvel onglet après la dernière réponse : la prise de rendez-vous à partir de 4 points, le simulateur en dessous.',
    ),
    finished: titled(
      z.strictObject({
        title: fields.title,
        text: texts(site).text,
        fallback: prose(
          site,
          'Si l’onglet est bloqué',
          'Affiché avant le lien vers la page ouverte, pour les visiteurs dont le navigateur a bloqué le nouvel onglet.',
        ),
        cta: button(site, 'Bouton', 'L’invitation à échanger, par exemple vers le formulaire de contact.'),
      }),
      'Fin du quiz',
    ),
  })
    .meta({ title: 'Quiz du manifeste' })
    .register(editorMeta, { starter: { progressLabel: '{percent} % parcourus' } });

export type ManifestoQuizProps = z.output<ReturnType<typeof manifestoQuizSchema>>;
