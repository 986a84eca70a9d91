import { Input, Textarea } from '@chakra-ui/react';
import { useForm } from '../editor-context.ts';
import { t } from '../text.ts';
import { useErrorAt, type FieldProps } from './field-props.ts';
import { FormattedTextArea } from './FormattedTextArea.tsx';
import { LabelledField } from './LabelledField.tsx';

/** A text: a line, or a text area for prose (declared so, or allowed long; with a formatting bar if it takes formatting), with its length against its maximum. */
export function TextField({ spec, path, value, label, description, optional = false }: FieldProps<'text'>) {
  const { change } = useForm();
  const error = useErrorAt(path);
  const shown = typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
  const set = (raw: string) => change(path, raw === '' && optional ? undefined : raw);
  const limit = spec.maxLength !== undefined ? `${shown.length} / ${spec.maxLength}` : undefined;
  return (
    <LabelledField
      label={label}
      description={[description, spec.formatted && t.formattingHelp, limit].filter(Boolean).join(' — ') || undefined}
      error={error}
      optional={optional}
    >
      {spec.formatted ? (
        <FormattedTextArea value={shown} onChange={set} />
      ) : spec.multiline ? (
        <Textarea size="sm" autoresize value={shown} onChange={(event) => set(event.currentTarget.value)} />
      ) : (
        <Input size="sm" value={shown} onChange={(event) => set(event.currentTarget.value)} />
      )}
    </LabelledField>
  );
}
