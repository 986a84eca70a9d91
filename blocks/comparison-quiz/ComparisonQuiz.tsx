import { Island } from '../../engine/render/island.tsx';
import { Section } from '../../engine/ui-kit/Section.tsx';
import { SectionHeading } from '../../engine/ui-kit/SectionHeading.tsx';
import { Panel } from '../_interactive/Panel.tsx';
import ComparisonQuizIsland from './ComparisonQuizIsland.tsx';
import type { ComparisonQuizProps } from './schema.ts';

/**
 * Three questions, then which profile fits: Chief of Staff or executive assistant. The section, its heading and
 * the panel are static; the questions and the result are an island (ComparisonQuizIsland).
 */
export default function ComparisonQuiz({ id, surface = 'muted', eyebrow, title, intro, questions, progressLabel, result }: ComparisonQuizProps) {
  const island = { questions, progressLabel, result, dark: surface === 'dark' };
  return (
    <Section id={id} surface={surface} width="3xl">
      {title && <SectionHeading eyebrow={eyebrow} title={title} intro={intro} align="center" />}
      <Panel>
        <Island component={ComparisonQuizIsland} props={island} />
      </Panel>
    </Section>
  );
}
