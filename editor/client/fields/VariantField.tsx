import { Field, NativeSelect, Stack } from '@chakra-ui/react';
import { defaultFor } from '../../defaults.ts';
import { useForm } from '../editor-context.ts';
import { t, words } from '../text.ts';
import { useErrorAt, type FieldProps } from './field-props.ts';
import { ObjectFieldList } from './ObjectFields.tsx';

/** One of several shapes told apart by a field (a collection grid's collection): a select, then that shape's fields. */
export function VariantField({ spec, path, value, label, description }: FieldProps<'variant'>) {
  const { change } = useForm();
  const record = (value ?? {}) as Record<string, unknown>;
  const current = spec.options.find((option) => option.value === record[spec.discriminator]) ?? spec.options[0];
  // What the chosen value refers to may fail (a collection's data file), and says so here.
  const error = useErrorAt([...path, spec.discriminator]);
  if (!current) return null;
  const choose = (chosen: string) => {
    const option = spec.options.find((candidate) => candidate.value === chosen);
    if (!option) return;
    // Fields both variants share keep their values.
    const fresh = defaultFor(option.spec, words.placeholder) as Record<string, unknown>;
    const kept = Object.fromEntries(
      Object.entries(record).filter(([key]) => key !== spec.discriminator && option.spec.fields.some((field) => field.key === key)),
    );
    change(path, { ...fresh, ...kept, [spec.discriminator]: option.value });
  };
  return (
    <Stack gap="4">
      <Field.Root invalid={error !== undefined}>
        <Field.Label>{current.spec.fields.find((field) => field.key === spec.discriminator)?.label ?? t.pair(label, spec.discriminator)}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={current.value} onChange={(event) => choose(event.currentTarget.value)}>
            {spec.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.value}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {description && <Field.HelperText>{description}</Field.HelperText>}
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
      <ObjectFieldList fields={current.spec.fields} path={path} value={value} hidden={['type', spec.discriminator]} />
    </Stack>
  );
}
