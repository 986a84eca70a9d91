import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useAddresses } from './backend.ts';
import { t } from './text.ts';

/**
 * What an editor address that opens nothing says, under that address and with a way back to the list: that no such
 * page or data file exists, or that the page's file no longer parses (edited by hand), where, and that it is to be
 * mended in a text editor. A mended file opens by itself (main.tsx).
 */
export function AddressNotice({ address, message }: { address: string; message: string }) {
  const { list } = useAddresses();
  return (
    <Stack gap="3" padding="6" maxWidth="60rem">
      <Link href={list} fontSize="sm" alignSelf="start">
        {t.backToList}
      </Link>
      <Heading as="h1" size="lg">
        {address}
      </Heading>
      <Text color="fg.error">{message}</Text>
    </Stack>
  );
}
