import { Box, SimpleGrid } from '@chakra-ui/react';
import { BlockCta } from '../../engine/ui-kit/CtaButton.tsx';
import { Section } from '../../engine/ui-kit/Section.tsx';
import { SectionHeading } from '../../engine/ui-kit/SectionHeading.tsx';
import { FeatureCard } from './FeatureCard.tsx';
import type { CardGridProps } from './schema.ts';

/** A grid of cards: advantages, challenges, offers, sectors. */
export default function CardGrid({ id, surface, eyebrow, title, intro, columns, cards, cta }: CardGridProps) {
  return (
    <Section id={id} surface={surface}>
      {title && <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />}
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: columns }} gap={{ base: '5', md: '6' }}>
        {cards.map((card) => (
          <Box as="li" key={card.title}>
            <FeatureCard {...card} />
          </Box>
        ))}
      </SimpleGrid>
      <BlockCta cta={cta} mt="10" textAlign="center" />
    </Section>
  );
}
