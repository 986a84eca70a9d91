import { Checkbox, Field } from '@chakra-ui/react';
import { useForm } from '../editor-context.ts';
import { useErrorAt, type FieldProps } from './field-props.ts';

/** A yes or no: a checkbox. */
export function BooleanField({ path, value, label, description }: FieldProps<'boolean'>) {
  const { change } = useForm();
  const error = useErrorAt(path);
  return (
    <Field.Root invalid={error !== undefined}>
      <Checkbox.Root checked={value === true} onCheckedChange={(details) => change(path, details.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      {description && <Field.HelperText>{description}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
