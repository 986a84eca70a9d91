import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Section } from '../../engine/ui-kit/Section.tsx';
import { useSurface } from '../../engine/ui-kit/surface.ts';
import { SectionHeading } from '../../engine/ui-kit/SectionHeading.tsx';
import type { StatsProps } from './schema.ts';
import { InlineText } from '../../engine/ui-kit/FormattedText.tsx';

/** Key figures, each with what it measures. */
export default function Stats({ id, surface, eyebrow, title, intro, items, note }: StatsProps) {
  return (
    <Section id={id} surface={surface}>
      {title && <SectionHeading eyebrow={eyebrow} title={title} intro={intro} align="center" />}
      <SimpleGrid as="dl" columns={{ base: 1, sm: 2, lg: Math.min(items.length, 5) }} gap={{ base: '6', md: '8' }}>
        {items.map((item) => (
          <Figure key={`${item.value}-${item.label}`} {...item} />
        ))}
      </SimpleGrid>
      {note && (
        <Text mt="8" fontSize="sm" textAlign="center" opacity={0.8}>
          <InlineText text={note} />
        </Text>
      )}
    </Section>
  );
}

function Figure({ value, label, detail }: StatsProps['items'][number]) {
  const dark = useSurface() === 'dark';
  return (
    <Stack gap="2" textAlign="center" px="2" py="4" borderTopWidth="2px" borderColor="accent.solid">
      <Text as="dt" order={2} fontWeight="600" color="inherit">
        {label}
      </Text>
      <Text
        as="dd"
        order={1}
        fontFamily="heading"
        fontSize={{ base: '4xl', md: '5xl' }}
        fontWeight="500"
        lineHeight="1"
        color={dark ? 'accent.300' : 'brand.solid'}
      >
        {value}
      </Text>
      {detail && (
        <Text as="dd" order={3} fontSize="sm" color={dark ? 'fg.invertedMuted' : 'fg.muted'}>
          {detail}
        </Text>
      )}
    </Stack>
  );
}
