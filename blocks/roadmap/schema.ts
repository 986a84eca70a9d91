import { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { sectionIntro } from '../../engine/schema/section-intro.ts';
import type { SchemaContext } from '../../engine/site/schema-context.ts';
import { fields, line, plainProse, spokenName, titled } from '../_fields/fields.ts';
import { ROADMAP_STEP_COUNT } from './logic.ts';

export const roadmapSchema = (site: SchemaContext) =>
  defineBlockSchema(site, 'roadmap', {
    ...sectionIntro,
    steps: titled(
      z
        .array(
          titled(
            z.strictObject({
              title: fields.title,
              duration: fields.duration.optional(),
              text: plainProse('Texte', 'Sans mise en forme ni lien : un clic sur la carte choisit l’étape.'),
            }),
            'Étape',
          ),
        )
        .length(ROADMAP_STEP_COUNT),
      'Étapes',
    ),
    stepsLabel: spokenName('Nom du groupe d’étapes', 'la liste des étapes'),
    pauseLabel: line('Bouton pause', 'Bouton qui arrête le défilement automatique des étapes.'),
    playLabel: line('Bouton lecture', 'Bouton qui relance le défilement automatique.'),
  }).meta({ title: 'Feuille de route' });

export type RoadmapProps = z.output<ReturnType<typeof roadmapSchema>>;
