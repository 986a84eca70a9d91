import { Stack, Text } from '@chakra-ui/react';
import { t } from '../text.ts';
import { useErrorAt, type FieldProps } from './field-props.ts';

/**
 * A value the schema fixes (a block's variant, a data file's name): shown, not edited. What it refers to may fail
 * (a data file that is not JSON, or whose content its schema refuses), and says so here.
 */
export function FixedField({ spec, path, label }: FieldProps<'fixed'>) {
  const error = useErrorAt(path);
  return (
    <Stack gap="1">
      <Text fontSize="sm" color="fg.muted">
        {t.fixedContent(`${label} = ${String(spec.value)}`)}
      </Text>
      {error && (
        <Text fontSize="sm" color="fg.error">
          {error}
        </Text>
      )}
    </Stack>
  );
}
