import { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { editorMeta } from '../../engine/schema/editor-meta.ts';
import { dataCollection } from '../../engine/schema/data-collection.ts';
import { fields, line, prose, titled } from '../_fields/fields.ts';
import { notice, templateText } from '../_interactive/fields.ts';
import { QUESTION_COUNT } from './logic.ts';

const questionSchema = z
  .strictObject({
    id: titled(z.string().regex(/^q\d+$/, 'Expected an id like "q1"'), 'Identifiant'),
    category: line('Catégorie', 'Category label, also stored with the answer.'),
    text: prose('Affirmation', 'The statement the visitor rates from 1 to 10.'),
  })
  .meta({ title: 'Question' });

export const questionnaireSchema = z.strictObject({
  $schema: z.string().optional(),
  scale: titled(z.strictObject({ minLabel: line('Sens de 1', 'Meaning of 1.'), maxLabel: line('Sens de 10', 'Meaning of 10.') }), 'Échelle'),
  questions: titled(
    z
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
    'Questions',
  ),
});

const outcome = z.strictObject({ title: fields.title, text: fields.text, cta: fields.cta });

export const simulatorSchema = defineBlockSchema('simulator', {
  questionnaire: titled(dataCollection('simulator-questions', questionnaireSchema), 'Questionnaire'),
  stepLabels: titled(z.tuple([line('Coordonnées'), line('Questions'), line('Résultat')]), 'Noms des étapes', 'Step indicator: details, questions, result.'),
  info: titled(
    z.strictObject({
      title: fields.title,
      intro: prose('Introduction'),
      firstNameLabel: line('Libellé du prénom'),
      lastNameLabel: line('Libellé du nom'),
      companyLabel: line('Libellé de l’entreprise'),
      emailLabel: line('Libellé de l’e-mail'),
      emailPlaceholder: line('Exemple d’e-mail'),
      submitLabel: fields.submitLabel,
      privacyNote: fields.privacyNote,
    }),
    'Étape des coordonnées',
  ),
  questions: titled(
    z.strictObject({
      title: fields.title,
      intro: prose('Introduction'),
      progressLabel: titled(templateText('answered', 'total'), 'Progression'),
      categoryLabel: titled(templateText('current', 'total'), 'Catégorie en cours'),
      previousLabel: line('Bouton précédent'),
      nextLabel: fields.nextLabel,
      submitLabel: fields.submitLabel,
      savingLabel: line('Bouton pendant l’enregistrement', 'Submit button while the answers are being saved.'),
      remainingHint: titled(templateText('count'), 'Questions restantes', 'Shown near the submit button while questions are unanswered.'),
    }),
    'Étape des questions',
  ),
  result: titled(
    z.strictObject({
      title: titled(templateText('firstName'), 'Titre'),
      scoreLabel: line('Libellé du score'),
      needed: titled(outcome, 'Chief of Staff recommandé', 'Score above 49: a Chief of Staff would help.'),
      notNeeded: titled(outcome, 'Chief of Staff pas nécessaire'),
      restartLabel: fields.restartLabel,
    }),
    'Résultat',
  ),
  messages: titled(
    z.strictObject({
      firstNameRequired: line('Prénom manquant'),
      lastNameRequired: line('Nom manquant'),
      companyRequired: line('Entreprise manquante'),
      emailRequired: line('E-mail manquant'),
      emailInvalid: line('E-mail invalide'),
      saved: titled(notice, 'Réponses enregistrées'),
      saveFailed: titled(notice, 'Échec de l’enregistrement'),
    }),
    'Messages',
  ),
})
  .meta({ title: 'Simulateur' })
  .register(editorMeta, {
    starter: {
      questions: { progressLabel: '{answered} sur {total}', categoryLabel: 'Catégorie {current} sur {total}', remainingHint: 'Encore {count} questions' },
      result: { title: 'Votre résultat, {firstName}' },
    },
  });

export type SimulatorProps = z.output<typeof simulatorSchema>;
