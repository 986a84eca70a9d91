import { Island } from '../../engine/render/island.tsx';
import { Section } from '../../engine/ui-kit/Section.tsx';
import type { SimulatorProps } from './schema.ts';
import SimulatorIsland, { type SimulatorIslandProps } from './SimulatorIsland.tsx';

/**
 * The free self-assessment: details, then 16 statements by category, then the score and its verdict. The section
 * is static; the steps are an island (SimulatorIsland).
 */
export default function Simulator({ id, surface = 'muted', questionnaire, stepLabels, info, questions, result, messages }: SimulatorProps) {
  const props: SimulatorIslandProps = { questionnaire, stepLabels, info, questions, result, messages, dark: surface === 'dark' };
  return (
    <Section id={id} surface={surface} width="5xl">
      <Island component={SimulatorIsland} props={props} />
    </Section>
  );
}
