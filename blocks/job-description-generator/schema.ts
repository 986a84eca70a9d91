import { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { editorMeta, multiline } from '../../engine/schema/editor-meta.ts';
import { sectionIntro } from '../../engine/schema/section-intro.ts';
import type { SchemaContext } from '../../engine/site/schema-context.ts';
import { fields, line, plainProse, titled, texts } from '../_fields/fields.ts';
import { notice, templateText } from '../_interactive/fields.ts';

const field = z.strictObject({ label: fields.label, placeholder: line('Exemple de saisie').optional() });

/** A failure's toast: its title, and its sentence, which holds the error's own words. */
const failure = (title: string) =>
  titled(z.strictObject({ title: fields.title, description: titled(multiline(templateText('message')), 'Description') }), title);

export const jobDescriptionGeneratorSchema = (site: SchemaContext) =>
  defineBlockSchema(site, 'jobDescriptionGenerator', {
    ...sectionIntro,
    fields: titled(
      z.strictObject({
        companyName: titled(field, 'Nom de l’entreprise'),
        companySize: titled(
          field,
          'Taille de l’entreprise',
          'Les quatre tailles proposées ne se modifient pas ici : la fiche de poste générée reprend les mêmes libellés.',
        ),
        sector: titled(field, 'Secteur'),
        email: titled(field, 'E-mail'),
        missions: titled(field.extend({ hint: line('Aide à la saisie').optional() }), 'Missions'),
        salaryRange: titled(field, 'Fourchette de salaire'),
      }),
      'Champs du formulaire',
    ),
    optionalMark: line('Mention « facultatif »', 'Affiché après le libellé des champs facultatifs, par exemple « (facultatif) ».'),
    invalidEmail: line('E-mail invalide', 'Affiché sous le champ e-mail quand l’adresse saisie n’est pas valide.'),
    submitLabel: fields.submitLabel,
    submittingLabel: line('Bouton pendant la génération'),
    privacyNote: texts(site).privacyNote,
    messages: titled(
      z.strictObject({
        downloaded: titled(notice, 'Fiche téléchargée'),
        generationFailed: failure('Échec de la génération'),
        failed: failure('Échec de l’envoi'),
        unknownError: plainProse('Erreur inconnue', 'Remplace {message} quand l’erreur n’est accompagnée d’aucune explication.'),
      }),
      'Messages',
    ),
  })
    .meta({ title: 'Générateur de fiche de poste' })
    .register(editorMeta, { starter: { messages: { generationFailed: { description: '{message}' }, failed: { description: '{message}' } } } });

export type JobDescriptionGeneratorProps = z.output<ReturnType<typeof jobDescriptionGeneratorSchema>>;
