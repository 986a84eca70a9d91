import { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { sectionIntro } from '../../engine/schema/section-intro.ts';
import { tallyForm } from '../../engine/schema/tally-form.ts';
import type { SchemaContext } from '../../engine/site/schema-context.ts';
import { buttons, fields, line, spokenName, titled, texts } from '../_fields/fields.ts';

export const formEmbedSchema = (site: SchemaContext) =>
  defineBlockSchema(site, 'formEmbed', {
    ...sectionIntro,
    formId: tallyForm(site),
    frameTitle: spokenName('Nom du cadre', 'le formulaire intégré'),
    height: titled(
      z.number().int().min(200).max(1200),
      'Hauteur (px)',
      'Hauteur du cadre au chargement, en pixels ; le formulaire s’ajuste ensuite à son contenu.',
    ),
    loadDelayMs: titled(
      z.number().int().min(0).max(5000),
      'Délai avant chargement (ms)',
      'Attente avant de charger le formulaire, en millisecondes, pour que la page s’affiche d’abord.',
    ).default(0),
    fallback: titled(
      z.strictObject({
        text: texts(site).text,
        linkLabel: line('Libellé du lien', 'Lien vers le même formulaire sur sa propre page, ouverte dans un nouvel onglet.'),
      }),
      'Si le formulaire ne s’affiche pas',
      'Affiché sous le formulaire pour les visiteurs dont le navigateur le bloque.',
    ),
    aside: titled(
      z.strictObject({ title: fields.title, steps: titled(z.array(line('Étape')).min(1), 'Étapes'), cta: buttons(site).cta.optional() }),
      'Encadré',
      'Encadré à côté du formulaire : les étapes après l’envoi et un lien de prise de rendez-vous.',
    ).optional(),
  }).meta({ title: 'Formulaire intégré' });

export type FormEmbedProps = z.output<ReturnType<typeof formEmbedSchema>>;
