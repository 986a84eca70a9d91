import { Input } from '@chakra-ui/react';
import { useForm } from '../editor-context.ts';
import { useErrorAt, type FieldProps } from './field-props.ts';
import { LabelledField } from './LabelledField.tsx';

/** A number within its bounds; what is not a number is kept as typed, for the checks to say so. */
export function NumberField({ spec, path, value, label, description, optional = false }: FieldProps<'number'>) {
  const { change } = useForm();
  const error = useErrorAt(path);
  const shown = value === undefined || value === null ? '' : String(value);
  const set = (raw: string) => {
    if (raw === '' && optional) return change(path, undefined);
    change(path, raw === '' || Number.isNaN(Number(raw)) ? raw : Number(raw));
  };
  return (
    <LabelledField label={label} description={description} error={error} optional={optional}>
      <Input size="sm" type="number" min={spec.min} max={spec.max} value={shown} onChange={(event) => set(event.currentTarget.value)} />
    </LabelledField>
  );
}
