import { Box } from '@chakra-ui/react';
import type { IconName } from '../schema/icon.ts';
import { icons } from './icon-map.ts';

/** A content icon in a soft accent-coloured tile. */
export function IconTile({ name }: { name: IconName }) {
  const Icon = icons[name];
  return (
    <Box
      as="span"
      aria-hidden="true"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      boxSize="11"
      borderRadius="xl"
      bg="accent.subtle"
      color="accent.fg"
      flexShrink="0"
    >
      <Icon size={22} strokeWidth={1.75} />
    </Box>
  );
}
