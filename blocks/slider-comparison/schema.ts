import { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { text } from '../../engine/schema/fields.ts';
import { sectionIntro } from '../../engine/schema/section-intro.ts';
import { templateText } from '../_interactive/fields.ts';

export const sliderComparisonSchema = defineBlockSchema('sliderComparison', {
  ...sectionIntro,
  sliderLabel: text,
  views: z.strictObject({ consultant: text, chiefOfStaff: text }).describe('Names of the two views, shown at the ends of the slider.'),
  thresholdNote: templateText('threshold').describe('States in the page where the view switches.'),
  currentView: templateText('view').describe('Announces the view on show, e.g. "Vue affichée : {view}".'),
  categoryHeading: text,
  rows: z.array(z.strictObject({ category: text, consultant: text, chiefOfStaff: text })).length(5, 'Five rows: scope, duration, role, skills, impact'),
});

export type SliderComparisonProps = z.output<typeof sliderComparisonSchema>;
