import { Island } from '../../engine/render/island.tsx';
import { Section } from '../../engine/ui-kit/Section.tsx';
import { SectionHeading } from '../../engine/ui-kit/SectionHeading.tsx';
import CyclingSteps from './CyclingSteps.tsx';
import type { RoadmapProps } from './schema.ts';

/**
 * Four steps lighting up in turn; choosing one makes it the current step. The section and its heading are static;
 * the steps and their pause button are an island (CyclingSteps), the only part that runs in the browser.
 */
export default function Roadmap({ id, surface, eyebrow, title, intro, steps, stepsLabel, pauseLabel, playLabel }: RoadmapProps) {
  return (
    <Section id={id} surface={surface}>
      {title && <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />}
      <Island component={CyclingSteps} props={{ steps, stepsLabel, pauseLabel, playLabel }} />
    </Section>
  );
}
