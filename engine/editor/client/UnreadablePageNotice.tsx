import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { t } from './text.ts';

/**
 * The editor's address of a page whose file no longer parses (edited by hand): which file, where its JSON breaks,
 * and that it is to be mended in a text editor. It opens by itself once the file is mended (main.tsx).
 */
export function UnreadablePageNotice({ route, message }: { route: string; message: string }) {
  return (
    <Stack gap="3" padding="6" maxWidth="60rem">
      <Link href="/_editor/" fontSize="sm" alignSelf="start">
        {t.backToList}
      </Link>
      <Heading as="h1" size="lg">
        {route}
      </Heading>
      <Text color="fg.error">{message}</Text>
    </Stack>
  );
}
