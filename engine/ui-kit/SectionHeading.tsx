import { Heading, Stack, Text } from '@chakra-ui/react';
import { useSurface } from './surface.ts';

interface SectionHeadingProps {
  eyebrow?: string | undefined;
  title: string;
  intro?: string | undefined;
  align?: 'start' | 'center';
  as?: 'h1' | 'h2';
}

/** Eyebrow, title and introduction that open most sections. */
export function SectionHeading({ eyebrow, title, intro, align = 'start', as = 'h2' }: SectionHeadingProps) {
  const dark = useSurface() === 'dark';
  const centered = align === 'center';
  return (
    <Stack
      gap="4"
      textAlign={centered ? 'center' : 'start'}
      align={centered ? 'center' : 'start'}
      maxW="3xl"
      mx={centered ? 'auto' : undefined}
      mb={{ base: '8', md: '12' }}
    >
      {eyebrow && (
        <Text textStyle="eyebrow" color={dark ? 'accent.300' : 'accent.fg'}>
          {eyebrow}
        </Text>
      )}
      <Heading
        as={as}
        fontFamily="heading"
        fontWeight="500"
        fontSize={as === 'h1' ? { base: '4xl', md: '5xl' } : { base: '3xl', md: '4xl' }}
        lineHeight="1.15"
        letterSpacing="-0.015em"
        color="inherit"
      >
        {title}
      </Heading>
      {intro && (
        <Text fontSize={{ base: 'md', md: 'lg' }} color={dark ? 'fg.invertedMuted' : 'fg.muted'}>
          {intro}
        </Text>
      )}
    </Stack>
  );
}
