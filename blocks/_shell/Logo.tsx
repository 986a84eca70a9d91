import { chakra, HStack, Text } from '@chakra-ui/react';
import type { ShellLogoProps } from '../../engine/site/definition.ts';

/** Word mark: a compass point in the accent colour beside the brand name (the shell links it to the home page). */
export function Logo({ name, inverted }: ShellLogoProps) {
  return (
    <HStack gap="2.5">
      <chakra.svg viewBox="0 0 32 32" boxSize="8" flexShrink="0" aria-hidden="true">
        <circle cx="16" cy="16" r="15" fill="none" stroke="currentColor" strokeWidth="1.5" opacity="0.35" />
        <path d="M16 4 L20 16 L16 28 L12 16 Z" fill="var(--chakra-colors-accent-500)" />
        <circle cx="16" cy="16" r="2.2" fill="currentColor" />
      </chakra.svg>
      <Text as="span" fontFamily="heading" fontWeight="600" fontSize="lg" letterSpacing="-0.01em" color={inverted ? 'fg.inverted' : 'fg'}>
        {name}
      </Text>
    </HStack>
  );
}
