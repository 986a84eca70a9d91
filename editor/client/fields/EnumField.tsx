import { NativeSelect } from '@chakra-ui/react';
import { useForm } from '../editor-context.ts';
import { t } from '../text.ts';
import { useErrorAt, type FieldProps } from './field-props.ts';
import { LabelledField } from './LabelledField.tsx';

/** One value of a list (an enum, literals): a select, with "none" when the field may be left out. */
export function EnumField({ spec, path, value, label, description, optional = false }: FieldProps<'enum'>) {
  const { change } = useForm();
  const error = useErrorAt(path);
  const index = spec.options.findIndex((option) => option === value);
  return (
    <LabelledField label={label} description={description} error={error} optional={optional}>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={index === -1 ? '' : String(index)}
          onChange={(event) => change(path, event.currentTarget.value === '' ? undefined : spec.options[Number(event.currentTarget.value)])}
        >
          {(optional || index === -1) && <option value="">{t.none}</option>}
          {spec.options.map((option, position) => (
            <option key={String(option)} value={String(position)}>
              {spec.labels?.[position] ?? String(option)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </LabelledField>
  );
}
