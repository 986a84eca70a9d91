import { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { sectionIntro } from '../../engine/schema/section-intro.ts';
import { tallyForm } from '../../engine/schema/tally-form.ts';
import { fields, line, titled } from '../_fields/fields.ts';

export const formEmbedSchema = defineBlockSchema('formEmbed', {
  ...sectionIntro,
  formId: tallyForm,
  frameTitle: line('Nom du cadre', 'Accessible name of the form frame.'),
  height: titled(z.number().int().min(200).max(1200), 'Hauteur (px)', 'Initial frame height in pixels (the form then sizes itself).'),
  loadDelayMs: titled(
    z.number().int().min(0).max(5000),
    'Délai avant chargement (ms)',
    'Wait before loading the form script, so it never competes with the page.',
  ).default(0),
  fallback: titled(
    z.strictObject({ text: fields.text, linkLabel: line('Libellé du lien', 'Link to the same form on its own page, in a new tab.') }),
    'Si le formulaire ne s’affiche pas',
    'Shown under the form for visitors whose browser blocks it.',
  ),
  aside: titled(
    z.strictObject({ title: fields.title, steps: titled(z.array(line('Étape')).min(1), 'Étapes'), cta: fields.cta.optional() }),
    'Encadré',
    'Side panel: what happens next, and a booking link.',
  ).optional(),
}).meta({ title: 'Formulaire intégré' });

export type FormEmbedProps = z.output<typeof formEmbedSchema>;
