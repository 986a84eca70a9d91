import { Spinner, Stack, Text } from '@chakra-ui/react';
import { t } from './text.ts';

/** What the editor shows while it waits for its backend: a session being read, a page being opened. */
export function Loading() {
  return (
    <Stack padding="6" direction="row" align="center">
      <Spinner size="sm" />
      <Text>{t.loading}</Text>
    </Stack>
  );
}
