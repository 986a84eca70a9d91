import { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { text } from '../../engine/schema/fields.ts';
import { sectionIntro } from '../../engine/schema/section-intro.ts';
import { ROADMAP_STEP_COUNT } from './logic.ts';

export const roadmapSchema = defineBlockSchema('roadmap', {
  ...sectionIntro,
  steps: z.array(z.strictObject({ title: text, duration: text.optional(), text: text })).length(ROADMAP_STEP_COUNT),
  stepsLabel: text.describe('Name of the group of steps for assistive technologies (the steps are radio buttons).'),
  pauseLabel: text.describe('Button that stops the automatic progression.'),
  playLabel: text.describe('Button that resumes it.'),
});

export type RoadmapProps = z.output<typeof roadmapSchema>;
