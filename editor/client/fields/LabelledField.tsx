import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A labelled control: required mark, the schema's description under it, the error at it. */
export function LabelledField({
  label,
  description,
  error,
  optional,
  children,
}: {
  label: string;
  description?: string;
  error: string | undefined;
  optional: boolean;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={error !== undefined} required={!optional}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {description && <Field.HelperText>{description}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
