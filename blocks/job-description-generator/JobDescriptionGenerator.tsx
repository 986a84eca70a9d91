import { Island } from '../../engine/render/island.tsx';
import { Section } from '../../engine/ui-kit/Section.tsx';
import { SectionHeading } from '../../engine/ui-kit/SectionHeading.tsx';
import { Panel } from '../_interactive/Panel.tsx';
import GeneratorIsland, { type GeneratorIslandProps } from './GeneratorIsland.tsx';
import type { JobDescriptionGeneratorProps } from './schema.ts';

/**
 * The job-description generator: stores the visitor as a lead, then downloads their personalised document. The
 * section, its heading and the panel are static; the form is an island (GeneratorIsland).
 */
export default function JobDescriptionGenerator({
  id,
  surface = 'muted',
  eyebrow,
  title,
  intro,
  fields,
  optionalMark,
  invalidEmail,
  submitLabel,
  submittingLabel,
  privacyNote,
  messages,
}: JobDescriptionGeneratorProps) {
  const props: GeneratorIslandProps = { fields, optionalMark, invalidEmail, submitLabel, submittingLabel, privacyNote, messages };
  return (
    <Section id={id} surface={surface} width="5xl">
      {title && <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />}
      <Panel>
        <Island component={GeneratorIsland} props={props} />
      </Panel>
    </Section>
  );
}
