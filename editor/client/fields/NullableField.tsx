import { Checkbox, Stack } from '@chakra-ui/react';
import { defaultFor } from '../../defaults.ts';
import { useForm } from '../editor-context.ts';
import { FieldEditor } from '../FieldEditor.tsx';
import { t, words } from '../text.ts';
import type { FieldProps } from './field-props.ts';

/** A value that may be null (no breadcrumb bar): a checkbox shows it, its field follows. */
export function NullableField({ spec, path, value, label, description }: FieldProps<'nullable'>) {
  const { change } = useForm();
  const shown = value !== null && value !== undefined;
  return (
    <Stack gap="2">
      <Checkbox.Root checked={shown} onCheckedChange={(details) => change(path, details.checked === true ? defaultFor(spec.inner, words.placeholder) : null)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{`${label} — ${t.showBreadcrumb}`}</Checkbox.Label>
      </Checkbox.Root>
      {shown && <FieldEditor spec={spec.inner} path={path} value={value} label={label} description={description} />}
    </Stack>
  );
}
