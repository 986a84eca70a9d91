import { useState } from 'react';
import { Section } from '../../engine/ui-kit/Section.tsx';
import { SectionHeading } from '../../engine/ui-kit/SectionHeading.tsx';
import { notify } from '../../engine/ui-kit/notify.ts';
import { Panel } from '../_interactive/Panel.tsx';
import { fillTemplate } from '../_interactive/template.ts';
import { generateJobDescriptionFile } from './generate.ts';
import { GeneratorForm } from './GeneratorForm.tsx';
import { emptyValues, hasRequiredFields, type GeneratorValues } from './logic.ts';
import type { JobDescriptionGeneratorProps } from './schema.ts';

/** The job-description generator: stores the visitor as a lead, then downloads their personalised document. */
export default function JobDescriptionGenerator({ id, surface = 'muted', eyebrow, title, intro, messages, ...texts }: JobDescriptionGeneratorProps) {
  const [values, setValues] = useState<GeneratorValues>(emptyValues);
  const [submitting, setSubmitting] = useState(false);

  const notifyFailure = (error: unknown, message: string | undefined) => {
    console.error('Job description request failed', error);
    void notify({
      type: 'error',
      title: messages.failed.title,
      description: fillTemplate(messages.failed.description, { message: message || messages.unknownError }),
    });
  };

  const submit = async () => {
    if (!hasRequiredFields(values) || submitting) return;
    setSubmitting(true);
    try {
      const outcome = await generateJobDescriptionFile(values);
      if (outcome.status === 'downloaded') void notify({ type: 'success', ...messages.downloaded });
      else if (outcome.status === 'lead-failed') notifyFailure(outcome, outcome.message);
      else
        void notify({
          type: 'error',
          title: messages.generationFailed.title,
          description: fillTemplate(messages.generationFailed.description, { message: outcome.message || messages.unknownError }),
        });
    } catch (error) {
      notifyFailure(error, error instanceof Error ? error.message : undefined);
    } finally {
      // The spec empties the form whatever the outcome.
      setValues(emptyValues);
      setSubmitting(false);
    }
  };

  return (
    <Section id={id} surface={surface} width="5xl">
      {title && <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />}
      <Panel>
        <GeneratorForm texts={texts} values={values} onChange={setValues} submitting={submitting} onSubmit={() => void submit()} />
      </Panel>
    </Section>
  );
}
