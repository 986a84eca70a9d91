import { z } from 'zod';
import { quoted } from '../_fields/french-spacing.ts';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { editorMeta } from '../../engine/schema/editor-meta.ts';
import { dataCollection } from '../../engine/schema/data-collection.ts';
import type { SchemaContext } from '../../engine/site/schema-context.ts';
import { buttons, fields, line, plainProse, prose, titled, texts } from '../_fields/fields.ts';
import { notice, templateText } from '../_interactive/fields.ts';
import { QUESTION_COUNT } from './logic.ts';

const questionSchema = z
  .strictObject({
    id: titled(z.string().regex(/^q\d+$/, `Attendu\u00a0: un identifiant comme ${quoted('q1')}.`), 'Identifiant'),
    category: line('Catégorie', 'Nom de la catégorie, enregistré aussi avec la réponse.'),
    // Saved with the answer: words only.
    text: plainProse('Affirmation', 'L’affirmation que le visiteur note de 1 à 10.'),
  })
  .meta({ title: 'Question' });

export const questionnaireSchema = z.strictObject({
  $schema: z.string().optional(),
  scale: titled(
    z.strictObject({ minLabel: line('Sens de 1', 'Ce que veut dire la note 1.'), maxLabel: line('Sens de 10', 'Ce que veut dire la note 10.') }),
    'Échelle',
  ),
  questions: titled(
    z
      .array(questionSchema)
      .length(QUESTION_COUNT)
      .superRefine((questions, context) => {
        questions.forEach((question, index) => {
          if (question.id !== `q${index + 1}`)
            context.addIssue({
              code: 'custom',
              path: [index, 'id'],
              message: `Attendu\u00a0: ${quoted(`q${index + 1}`)}\u00a0; les identifiants vont de q1 à q${QUESTION_COUNT}, dans l’ordre.`,
            });
        });
        // A category split in two would show as two pages with the same title.
        const seen = new Set<string>();
        questions.forEach((question, index) => {
          if (index > 0 && questions[index - 1]!.category === question.category) return;
          if (seen.has(question.category))
            context.addIssue({ code: 'custom', path: [index, 'category'], message: `Les questions de ${quoted(question.category)} doivent se suivre.` });
          seen.add(question.category);
        });
      }),
    'Questions',
  ),
});

const outcome = (site: SchemaContext) => z.strictObject({ title: fields.title, text: texts(site).text, cta: buttons(site).cta });

export const simulatorSchema = (site: SchemaContext) =>
  defineBlockSchema(site, 'simulator', {
    questionnaire: titled(dataCollection(site, 'simulator-questions', questionnaireSchema), 'Questionnaire'),
    stepLabels: titled(
      z.tuple([line('Coordonnées'), line('Questions'), line('Résultat')]),
      'Noms des étapes',
      'Noms affichés dans l’indicateur d’étapes : coordonnées, questions, résultat.',
    ),
    info: titled(
      z.strictObject({
        title: fields.title,
        intro: prose(site, 'Introduction'),
        firstNameLabel: line('Libellé du prénom'),
        lastNameLabel: line('Libellé du nom'),
        companyLabel: line('Libellé de l’entreprise'),
        emailLabel: line('Libellé de l’e-mail'),
        emailPlaceholder: line('Exemple d’e-mail'),
        submitLabel: fields.submitLabel,
        privacyNote: texts(site).privacyNote,
      }),
      'Étape des coordonnées',
    ),
    questions: titled(
      z.strictObject({
        title: fields.title,
        intro: prose(site, 'Introduction'),
        progressLabel: titled(templateText('answered', 'total'), 'Progression'),
        categoryLabel: titled(templateText('current', 'total'), 'Catégorie en cours'),
        previousLabel: line('Bouton précédent'),
        nextLabel: fields.nextLabel,
        submitLabel: fields.submitLabel,
        savingLabel: line('Bouton pendant l’enregistrement', 'Texte du bouton d’envoi pendant l’enregistrement des réponses.'),
        remainingHint: titled(
          templateText('count'),
          'Questions restantes',
          'Affiché près du bouton d’envoi tant que des questions restent sans réponse ; {count} est remplacé par leur nombre.',
        ),
      }),
      'Étape des questions',
    ),
    result: titled(
      z.strictObject({
        title: titled(templateText('firstName'), 'Titre'),
        scoreLabel: line('Libellé du score'),
        needed: titled(outcome(site), 'Chief of Staff recommandé', 'Score supérieur à 49 : un Chief of Staff serait utile.'),
        notNeeded: titled(outcome(site), 'Chief of Staff pas nécessaire'),
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

export type SimulatorProps = z.output<ReturnType<typeof simulatorSchema>>;
