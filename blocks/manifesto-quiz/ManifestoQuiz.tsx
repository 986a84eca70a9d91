import { Island } from '../../engine/render/island.tsx';
import { Section } from '../../engine/ui-kit/Section.tsx';
import { SectionHeading } from '../../engine/ui-kit/SectionHeading.tsx';
import { Panel } from '../_interactive/Panel.tsx';
import ManifestoQuizIsland from './ManifestoQuizIsland.tsx';
import type { ManifestoQuizProps } from './schema.ts';

/**
 * Three questions; the last answer opens the next step in a new tab (a call, or the simulator). No restart.
 * The section, its heading and the panel are static; the questions and the thank-you are an island.
 */
export default function ManifestoQuiz({ id, surface = 'muted', eyebrow, title, intro, questions, progressLabel, outcomes, finished }: ManifestoQuizProps) {
  const island = { questions, progressLabel, outcomes, finished, dark: surface === 'dark' };
  return (
    <Section id={id} surface={surface} width="3xl">
      {title && <SectionHeading eyebrow={eyebrow} title={title} intro={intro} align="center" />}
      <Panel>
        <Island component={ManifestoQuizIsland} props={island} />
      </Panel>
    </Section>
  );
}
