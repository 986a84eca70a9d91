import { Box, type BoxProps } from '@chakra-ui/react';

/** The white, bordered surface interactive widgets sit on, readable on every section background. */
export function Panel(props: BoxProps) {
  return <Box bg="bg.panel" color="fg" borderWidth="1px" borderColor="border" borderRadius="card" boxShadow="card" p={{ base: '5', md: '8' }} {...props} />;
}
