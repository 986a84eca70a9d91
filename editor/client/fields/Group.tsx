import { Fieldset, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { JsonPath } from '../../draft.ts';
import { useErrorAt } from './field-props.ts';

/** A group of fields under a legend, with the errors found on the group itself. */
export function Group({
  label,
  description,
  path,
  children,
  actions,
}: {
  label: string;
  description?: string;
  path: JsonPath;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const error = useErrorAt(path);
  return (
    <Fieldset.Root invalid={error !== undefined} borderWidth="1px" borderColor={error ? 'border.error' : 'border'} borderRadius="md" padding="3">
      <HStack justify="space-between" align="start" gap="2">
        <Fieldset.Legend fontWeight="semibold">{label}</Fieldset.Legend>
        {actions}
      </HStack>
      {description && <Fieldset.HelperText>{description}</Fieldset.HelperText>}
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
      <Fieldset.Content>{children}</Fieldset.Content>
    </Fieldset.Root>
  );
}
