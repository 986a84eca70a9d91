import { Island } from '../../engine/render/island.tsx';
import { Section } from '../../engine/ui-kit/Section.tsx';
import { SectionHeading } from '../../engine/ui-kit/SectionHeading.tsx';
import { Panel } from '../_interactive/Panel.tsx';
import SliderComparisonIsland, { type SliderComparisonIslandProps } from './SliderComparisonIsland.tsx';
import type { SliderComparisonProps } from './schema.ts';

/**
 * One table, two points of view: the slider's position decides whether it describes the consultant or the Chief
 * of Staff. The section, its heading and the panel are static; the slider and what it changes are an island.
 */
export default function SliderComparison({
  id,
  surface,
  eyebrow,
  title,
  intro,
  sliderLabel,
  views,
  thresholdNote,
  currentView,
  categoryHeading,
  rows,
}: SliderComparisonProps) {
  // The island's props are written into the page (JSON): only what it draws.
  const slider: SliderComparisonIslandProps = { sliderLabel, views, thresholdNote, currentView, categoryHeading, rows };
  return (
    <Section id={id} surface={surface} width="5xl">
      {title && <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />}
      <Panel>
        <Island component={SliderComparisonIsland} props={slider} />
      </Panel>
    </Section>
  );
}
