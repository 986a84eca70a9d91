import { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { editorMeta } from '../../engine/schema/editor-meta.ts';
import { sectionIntro } from '../../engine/schema/section-intro.ts';
import type { SchemaContext } from '../../engine/site/schema-context.ts';
import { line, titled } from '../_fields/fields.ts';
import { templateText } from '../_interactive/fields.ts';

/** The two views, by the columns of a row and the ends of the slider. */
const views = { consultant: line('Consultant'), chiefOfStaff: line('Chief of Staff') };

export const sliderComparisonSchema = (site: SchemaContext) =>
  defineBlockSchema(site, 'sliderComparison', {
    ...sectionIntro,
    sliderLabel: line('Nom du curseur'),
    views: titled(z.strictObject(views), 'Noms des deux vues', 'Noms des deux vues, affichés aux extrémités du curseur.'),
    thresholdNote: titled(
      templateText('threshold'),
      'Seuil de bascule',
      'Indique au visiteur à quel point du curseur la vue bascule ; {threshold} est remplacé par ce seuil.',
    ),
    currentView: titled(templateText('view'), 'Vue affichée', 'Annonce la vue affichée, par exemple « Vue affichée : {view} ».'),
    categoryHeading: line('En-tête des critères'),
    rows: titled(
      z
        .array(titled(z.strictObject({ category: line('Critère'), ...views }), 'Ligne'))
        .length(5, 'Cinq lignes\u00a0: périmètre, durée, rôle, compétences, impact.'),
      'Lignes',
    ),
  })
    .meta({ title: 'Comparaison à curseur' })
    .register(editorMeta, { starter: { thresholdNote: 'Au-delà de {threshold}', currentView: 'Vue : {view}' } });

export type SliderComparisonProps = z.output<ReturnType<typeof sliderComparisonSchema>>;
