'use client';

import { useState } from 'react';
import { notify } from '../../engine/ui-kit/notify.ts';
import { fillTemplate } from '../_interactive/template.ts';
import { generateJobDescriptionFile } from './generate.ts';
import { GeneratorForm, type GeneratorTexts } from './GeneratorForm.tsx';
import { emptyValues, hasRequiredFields, type GeneratorValues } from './logic.ts';
import type { JobDescriptionGeneratorProps } from './schema.ts';

export type GeneratorIslandProps = GeneratorTexts & Pick<JobDescriptionGeneratorProps, 'messages'>;

/**
 * The generator's island: the form and what submitting it does. It stores the visitor as a lead, then downloads
 * their personalised document, and says how it went in a notice. Drawn with compiled styles and native fields.
 */
export default function GeneratorIsland({ messages, ...texts }: GeneratorIslandProps) {
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

  return <GeneratorForm texts={texts} values={values} onChange={setValues} submitting={submitting} onSubmit={() => void submit()} />;
}
