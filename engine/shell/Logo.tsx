import { chakra, HStack, Text } from '@chakra-ui/react';

/** Word mark: a compass point in the accent colour beside the brand name. */
export function Logo({ name, label, inverted = false }: { name: string; label: string; inverted?: boolean }) {
  return (
    <a href="/" aria-label={label}>
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
    </a>
  );
}
