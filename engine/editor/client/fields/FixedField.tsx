import { Text } from '@chakra-ui/react';
import { t } from '../text.ts';
import type { FieldProps } from './field-props.ts';

/** A value the schema fixes (a block's variant, a data file's name): shown, not edited. */
export function FixedField({ spec, label }: FieldProps<'fixed'>) {
  return (
    <Text fontSize="sm" color="fg.muted">
      {t.fixedContent(`${label} = ${String(spec.value)}`)}
    </Text>
  );
}
