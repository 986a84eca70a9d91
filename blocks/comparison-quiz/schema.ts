import { z } from 'zod';
import { dataCollection } from '../../engine/schema/data-collection.ts';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { editorMeta } from '../../engine/schema/editor-meta.ts';
import { sectionIntro } from '../../engine/schema/section-intro.ts';
import type { SchemaContext } from '../../engine/site/schema-context.ts';
import { buttons, fields, line, titled, texts } from '../_fields/fields.ts';
import { templateText } from '../_interactive/fields.ts';
import { isAllowedPoints } from './logic.ts';

const points = titled(
  z
    .strictObject({ cos: titled(z.number().int(), 'Points du Chief of Staff'), ea: titled(z.number().int(), 'Points de l’assistant') })
    .refine(isAllowedPoints, 'Les points valent 3/1, 1/3, 2/2 ou 1/1 (Chief of Staff / assistant de direction), comme le fixe la spécification.'),
  'Points',
);

const option = z.strictObject({ value: titled(z.string().regex(/^[a-z0-9-]+$/), 'Identifiant'), label: fields.label, points }).meta({ title: 'Réponse' });

export const comparisonQuizQuestionsSchema = z
  .array(
    z
      .strictObject({
        question: line('Question'),
        options: titled(z.array(option).length(4), 'Réponses'),
      })
      .meta({ title: 'Question' }),
  )
  .length(3, 'Le quiz comparatif a 3\u00a0questions (spécification du site, section 9).');

const outcome = (site: SchemaContext) => z.strictObject({ title: fields.title, text: texts(site).text, cta: buttons(site).cta });

export const comparisonQuizSchema = (site: SchemaContext) =>
  defineBlockSchema(site, 'comparisonQuiz', {
    ...sectionIntro,
    questions: titled(dataCollection(site, 'comparison-quiz', comparisonQuizQuestionsSchema), 'Questions'),
    progressLabel: titled(templateText('current', 'total'), 'Progression'),
    result: titled(
      z.strictObject({
        eyebrow: fields.eyebrow,
        scoreLabel: titled(templateText('cos', 'ea'), 'Libellé du score'),
        cos: titled(outcome(site), 'Si le Chief of Staff l’emporte', 'Affiché quand le Chief of Staff obtient le plus de points.'),
        ea: titled(outcome(site), 'Si l’assistant l’emporte', 'Affiché quand l’assistant obtient autant de points ou plus.'),
        restartLabel: fields.restartLabel,
      }),
      'Résultat',
    ),
  })
    .meta({ title: 'Quiz comparatif' })
    .register(editorMeta, { starter: { progressLabel: 'Question {current} sur {total}', result: { scoreLabel: '{cos} contre {ea}' } } });

export type ComparisonQuizProps = z.output<ReturnType<typeof comparisonQuizSchema>>;
