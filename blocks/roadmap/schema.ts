import { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { sectionIntro } from '../../engine/schema/section-intro.ts';
import { fields, line, titled } from '../_fields/fields.ts';
import { ROADMAP_STEP_COUNT } from './logic.ts';

export const roadmapSchema = defineBlockSchema('roadmap', {
  ...sectionIntro,
  steps: titled(
    z.array(titled(z.strictObject({ title: fields.title, duration: fields.duration.optional(), text: fields.text }), 'Étape')).length(ROADMAP_STEP_COUNT),
    'Étapes',
  ),
  stepsLabel: line('Nom du groupe d’étapes', 'Name of the group of steps for assistive technologies (the steps are radio buttons).'),
  pauseLabel: line('Bouton pause', 'Button that stops the automatic progression.'),
  playLabel: line('Bouton lecture', 'Button that resumes it.'),
}).meta({ title: 'Feuille de route' });

export type RoadmapProps = z.output<typeof roadmapSchema>;
