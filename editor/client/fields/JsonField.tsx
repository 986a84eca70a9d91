import { Field, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm } from '../editor-context.ts';
import { t } from '../text.ts';
import { useErrorAt, type FieldProps } from './field-props.ts';

/** A value no other field fits: its JSON, parsed as the person types. */
export function JsonField({ path, value, label, description }: FieldProps<'json'>) {
  const { change } = useForm();
  const error = useErrorAt(path);
  const [text, setText] = useState(() => JSON.stringify(value ?? null, null, 2));
  const [syntax, setSyntax] = useState<string>();
  return (
    <Field.Root invalid={error !== undefined || syntax !== undefined}>
      <Field.Label>{label}</Field.Label>
      <Textarea
        size="sm"
        fontFamily="mono"
        autoresize
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          try {
            change(path, JSON.parse(event.currentTarget.value));
            setSyntax(undefined);
          } catch {
            setSyntax(t.jsonInvalid);
          }
        }}
      />
      <Field.HelperText>{description ?? t.jsonHelp}</Field.HelperText>
      {(error ?? syntax) && <Field.ErrorText>{error ?? syntax}</Field.ErrorText>}
    </Field.Root>
  );
}
